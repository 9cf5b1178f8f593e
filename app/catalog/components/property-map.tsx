import { useEffect, useRef } from "react";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import Supercluster from "supercluster";
import type { MapPoint } from "~/catalog/map";
import { formatPriceWithUnit } from "~/domain/format";
import { useI18n } from "~/i18n/context";

// Loaded only when the map view is opened (React.lazy in the list route): Leaflet with the
// configured tiles, and the results clustered by supercluster as the visitor zooms. The map
// is isolated, so Leaflet's own z-indexes stay under the fixed header.

export interface TileSettings {
  tileUrl: string;
  attribution: string;
  maxZoom: number;
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export default function PropertyMap(props: { points: MapPoint[]; tiles: TileSettings }) {
  const { t } = useI18n();
  const element = useRef<HTMLDivElement>(null);
  const startingFrom = t("card.startingFrom");
  const onRequest = t("card.priceOnRequest");
  useEffect(() => {
    if (!element.current) return;
    const map = L.map(element.current, { scrollWheelZoom: false });
    L.tileLayer(props.tiles.tileUrl, { attribution: props.tiles.attribution, maxZoom: props.tiles.maxZoom }).addTo(map);
    const index = new Supercluster<{ point: MapPoint }>({ radius: 60, maxZoom: 16 });
    index.load(
      props.points.map((point) => ({
        type: "Feature",
        properties: { point },
        geometry: { type: "Point", coordinates: [point.longitude, point.latitude] },
      })),
    );
    const layer = L.layerGroup().addTo(map);
    const price = (point: MapPoint) =>
      point.price === null ? onRequest : formatPriceWithUnit(point.price, point.priceUnit, startingFrom);
    const draw = () => {
      layer.clearLayers();
      const bounds = map.getBounds();
      const clusters = index.getClusters(
        [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
        Math.round(map.getZoom()),
      );
      for (const feature of clusters) {
        const [longitude, latitude] = feature.geometry.coordinates as [number, number];
        if ("cluster" in feature.properties && feature.properties.cluster) {
          const count = feature.properties.point_count;
          const marker = L.marker([latitude, longitude], {
            icon: L.divIcon({ className: "map-cluster", html: `<span>${count}</span>`, iconSize: [40, 40] }),
            title: String(count),
          });
          const id = feature.properties.cluster_id;
          marker.on("click", () => map.flyTo([latitude, longitude], index.getClusterExpansionZoom(id)));
          layer.addLayer(marker);
        } else {
          const point = (feature.properties as { point: MapPoint }).point;
          const marker = L.marker([latitude, longitude], {
            icon: L.divIcon({
              className: "map-price",
              html: `<span>${escape(price(point))}</span>`,
              iconSize: undefined,
            }),
            title: point.title,
          });
          // A point without a path is the page's own property: no link to itself.
          const title = point.path ? `<a href="${escape(point.path)}">${escape(point.title)}</a>` : escape(point.title);
          marker.bindPopup(`${title}<br>${escape(price(point))}`);
          layer.addLayer(marker);
        }
      }
    };
    map.on("moveend", draw);
    if (props.points.length > 0)
      map.fitBounds(L.latLngBounds(props.points.map((point) => [point.latitude, point.longitude])), {
        padding: [30, 30],
        maxZoom: 15,
      });
    else map.setView([51.155, 4.445], 12);
    draw();
    return () => {
      map.remove();
    };
  }, [props.points, props.tiles, startingFrom, onRequest]);
  return (
    <div
      ref={element}
      role="region"
      aria-label={t("list.mapLabel", { count: props.points.length })}
      className="isolate h-[70vh] min-h-96 w-full rounded-2xl ring-1 ring-stone-900/10"
    />
  );
}
