import { lazy, Suspense, useState } from "react";
import type { MapPoint } from "~/catalog/map";
import { useI18n } from "~/i18n/context";
import type { TileSettings } from "./property-map";
import { Button } from "~/ui/button";
import { useScripted } from "~/ui/use-scripted";

const PropertyMap = lazy(() => import("./property-map"));
/**
 * A property or project on a map, with a Street View link; only for a published address.
 * The map loads its tiles from a third party, so it is drawn when the visitor asks for it.
 */
export function LocationMap(props: { point: MapPoint; tiles: TileSettings }) {
  const { t } = useI18n();
  const scripted = useScripted();
  const [shown, setShown] = useState(false);
  const { latitude, longitude } = props.point;
  const streetView = `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${latitude},${longitude}`;
  return (
    <section aria-labelledby="location" className="mt-12 print:hidden">
      <h2 id="location" className="font-display text-2xl text-brand-900">
        {t("detail.location")}
      </h2>
      <div className="mt-4">
        {shown ? (
          <Suspense fallback={<div className="h-96 rounded-2xl bg-sand-100" />}>
            <PropertyMap points={[props.point]} tiles={props.tiles} />
          </Suspense>
        ) : scripted ? (
          <Button type="button" variant="outline" size="sm" onClick={() => setShown(true)}>
            {t("detail.showMap")}
          </Button>
        ) : null}
      </div>
      <p className="mt-3">
        <a
          href={streetView}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm font-medium text-brand-700 underline underline-offset-4"
        >
          {t("detail.streetView")}
          <span className="sr-only"> {t("layout.newTab")}</span>
        </a>
      </p>
    </section>
  );
}
