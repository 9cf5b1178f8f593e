import type { Language } from "~/domain/language";

// The address of each catalogue's file in the browser (decision 024), so that the page can ask
// for its language's beside its other scripts (app/ui/scripts.tsx). The name holds a hash of the content,
// known only after the browser's build: React Router builds that first and keeps Vite's manifest
// of it until the server's build is done, which reads it here. In development there is no such
// manifest, and the browser entry fetches the catalogue when it starts.
const manifests = import.meta.glob<Record<string, { file: string }>>("/build/client/.vite/manifest.json", {
  eager: true,
  import: "default",
});
const manifest = Object.values(manifests)[0] ?? {};

/** The catalogue file's URL in the browser build, or null without one. */
export function catalogueChunk(language: Language): string | null {
  const chunk = manifest[`app/i18n/locales/${language}.ts`];
  return chunk ? `${import.meta.env.BASE_URL}${chunk.file}` : null;
}
