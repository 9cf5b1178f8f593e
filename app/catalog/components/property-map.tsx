import { useEffect, useRef } from "react";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import type { MapPoint } from "~/catalog/map";
import { declutter } from "~/catalog/map";
import { formatPriceWithUnit } from "~/domain/format";
import { useI18n } from "~/i18n/context";
import { escapeMarkup } from "~/http/markup";

// Loaded only when the map view is opened (React.lazy in the list route): Leaflet with the
// configured tiles, and the results as price labels that never hide each other: at every zoom,
// labels that would overlap become a cluster with their count (declutter, app/catalog/map.ts).
// The map is isolated, so Leaflet's own z-indexes stay under the fixed header.

export interface TileSettings {
  tileUrl: string;
  attribution: string;
  maxZoom: number;
}

/** The cluster's disc with its ring (app.css .map-cluster), in px: what it takes on screen. */
const clusterSize = 50;
/** A price label's height and side padding (app.css .map-price), in px. */
const labelHeight = 22;
const labelPadding = 16;

export default function PropertyMap(props: {
  points: MapPoint[];
  tiles: TileSettings;
  /** The list's map view, in a box the list sizes: on a phone it takes the screen under the header. */
  fill?: boolean;
}) {
  const { t } = useI18n();
  const element = useRef<HTMLDivElement>(null);
  const startingFrom = t("card.startingFrom");
  const onRequest = t("card.priceOnRequest");
  useEffect(() => {
    const container = element.current;
    if (!container) return;
    const map = L.map(container, { scrollWheelZoom: false });
    L.tileLayer(props.tiles.tileUrl, { attribution: props.tiles.attribution, maxZoom: props.tiles.maxZoom }).addTo(map);
    const layer = L.layerGroup().addTo(map);
    const price = (point: MapPoint) =>
      point.price === null ? onRequest : formatPriceWithUnit(point.price, point.priceUnit, startingFrom);
    // The labels' widths as the browser will draw them, in the page's font.
    const context = document.createElement("canvas").getContext("2d");
    if (context) context.font = `600 12px ${getComputedStyle(container).fontFamily}`;
    const widthOf = (text: string) => Math.ceil(context?.measureText(text).width ?? text.length * 7) + labelPadding;
    // A point without a path is the page's own property: no link to itself.
    const popup = (point: MapPoint) => {
      const title = point.path
        ? `<a href="${escapeMarkup(point.path)}" class="font-semibold text-brand-800 underline">${escapeMarkup(point.title)}</a>`
        : `<span class="font-semibold">${escapeMarkup(point.title)}</span>`;
      const photo = point.photo
        ? `<img src="${escapeMarkup(point.photo.src)}" width="${point.photo.width}" height="${point.photo.height}" alt="" class="mb-2 aspect-[3/2] w-full rounded-lg object-cover" loading="lazy">`
        : "";
      const type = point.type
        ? `<span class="block text-xs uppercase tracking-wide text-stone-500">${escapeMarkup(point.type)}</span>`
        : "";
      return `<div class="w-56 text-sm">${photo}${type}<strong class="block text-base text-brand-900">${escapeMarkup(price(point))}</strong>${title}</div>`;
    };
    // In the map's own pixels at this zoom, so that panning changes nothing and an open popup stays.
    const draw = () => {
      layer.clearLayers();
      const zoom = map.getZoom();
      const labels = props.points.map((point) => {
        const { x, y } = map.project([point.latitude, point.longitude], zoom);
        return { item: point, x, y, width: widthOf(price(point)), height: labelHeight };
      });
      for (const group of declutter(labels, clusterSize)) {
        const position = map.unproject([group.x, group.y], zoom);
        const [only] = group.items;
        if (only && group.items.length === 1) {
          const marker = L.marker(position, {
            icon: L.divIcon({
              className: "map-price",
              html: `<span>${escapeMarkup(price(only))}</span>`,
              iconSize: undefined,
            }),
            title: only.title,
          });
          marker.bindPopup(popup(only), { minWidth: 224, maxWidth: 224 });
          layer.addLayer(marker);
          continue;
        }
        const count = group.items.length;
        const marker = L.marker(position, {
          icon: L.divIcon({ className: "map-cluster", html: `<span>${count}</span>`, iconSize: [40, 40] }),
          title: String(count),
        });
        if (zoom >= map.getMaxZoom()) {
          // Zoomed in as far as it goes (a hidden address is placed roughly, so several may share
          // a place): the cluster opens as a list.
          const list = group.items
            .map((point) => `<li class="border-t border-stone-200 pt-2 first:border-0 first:pt-0">${popup(point)}</li>`)
            .join("");
          marker.bindPopup(`<ul class="max-h-80 space-y-2 overflow-y-auto">${list}</ul>`, { minWidth: 240 });
        } else {
          const area = L.latLngBounds(group.items.map((point) => [point.latitude, point.longitude]));
          const closer = Math.max(map.getBoundsZoom(area, false, L.point(60, 60)), zoom + 2);
          marker.on("click", () => map.flyTo(area.getCenter(), Math.min(closer, map.getMaxZoom())));
        }
        layer.addLayer(marker);
      }
    };
    map.on("zoomend", draw);
    if (props.points.length > 0)
      map.fitBounds(L.latLngBounds(props.points.map((point) => [point.latitude, point.longitude])), {
        padding: [30, 30],
        maxZoom: 15,
      });
    else map.setView([51.155, 4.445], 12);
    draw();
    // On a phone the list's map takes the screen: its bottom at the screen's, its top under the header.
    if (props.fill && matchMedia("(max-width: 39.99rem)").matches) container.scrollIntoView({ block: "end" });
    return () => {
      map.remove();
    };
  }, [props.points, props.tiles, props.fill, startingFrom, onRequest]);
  return (
    <div
      ref={element}
      role="region"
      aria-label={t("list.mapLabel", { count: props.points.length })}
      className={`isolate w-full rounded-2xl ring-1 ring-stone-900/10 ${props.fill ? "h-full" : "h-[70vh] min-h-96"}`}
    />
  );
}
