// React Router's own browser entry, with one change: the page's translations are a file of their
// own (decisions 024, 045), so they are fetched before React hydrates, and its first render has the
// words the server's HTML shows. The page imports that file beside its other scripts
// (app/ui/scripts.tsx), so this usually waits for nothing. And the router is made before React
// hydrates, in tasks of its own (prepareHydratedRouter, patches/react-router+8.4.0.patch): made in
// hydration's first render, its 12–19 ms held a phone's main thread together with that render.
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter, prepareHydratedRouter } from "react-router/dom";
import { isLanguage } from "~/domain/language";
import { loadCatalogue, wantsFollowUp } from "~/i18n/context";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

const language = document.documentElement.lang;
// The page's routes, imported before this entry (app/ui/scripts.tsx), say whether it shows follow-up texts.
const routeModules = Object.values((window as { __reactRouterRouteModules?: object }).__reactRouterRouteModules ?? {});
const followUp = routeModules.some((module: { handle?: unknown }) => wantsFollowUp(module.handle));
// Should a file fail to come, the page hydrates anyway and asks for it again (useCatalogue).
const words = isLanguage(language) ? loadCatalogue(language, followUp).catch(() => undefined) : Promise.resolve();
void words.then(() => prepareHydratedRouter()).then(hydrate);
