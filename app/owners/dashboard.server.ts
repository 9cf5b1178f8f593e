import { and, count, eq, inArray, isNotNull, ne, notExists } from "drizzle-orm";
import type { Catalog } from "~/catalog/snapshot";
import { propertyDetail } from "~/catalog/detail";
import type { Database } from "~/db/client.server";
import { leads, visitBookings } from "~/db/schema";
import { belgianDay } from "~/domain/calendar";
import type { Language } from "~/domain/language";
import { isLeadKind } from "~/leads/forms";
import { bookedPlaces } from "~/leads/store.server";
import { comingMoments, momentLabel } from "~/leads/visits";
import type { OwnerProperty } from "./statistics";
import { visitFigures } from "./statistics";
import { visitsPerDay } from "./visits.server";

// spec §1: per property, the visits (today, week, month, total, 30 days), the communications
// (the requests that came in through the site), the calendar visits and the online media.

export async function ownerProperties(
  db: Database,
  catalog: Catalog,
  propertyIds: number[],
  language: Language,
  now = new Date(),
): Promise<OwnerProperty[]> {
  const shown = propertyIds.flatMap((id) => {
    const detail = propertyDetail(catalog, id, language);
    const record = catalog.properties.get(id);
    const path = catalog.propertyPaths.get(id)?.[language];
    return detail && record && path ? [{ detail, record, path }] : [];
  });
  const ids = shown.map((entry) => entry.detail.id);
  const visits = await visitsPerDay(db, ids);
  const requests =
    ids.length === 0
      ? []
      : await db
          .select({ propertyId: leads.propertyId, kind: leads.kind, count: count() })
          .from(leads)
          .where(
            and(
              isNotNull(leads.propertyId),
              inArray(leads.propertyId, ids),
              // A visit the visitor never confirmed, or asked again for, is not a request.
              notExists(
                db
                  .select({ id: visitBookings.id })
                  .from(visitBookings)
                  .where(and(eq(visitBookings.leadId, leads.id), ne(visitBookings.status, "confirmed"))),
              ),
            ),
          )
          .groupBy(leads.propertyId, leads.kind);
  const coming = new Map(shown.map(({ detail, record }) => [detail.id, comingMoments(record.visitMoments, now)]));
  const booked = await bookedPlaces(
    db,
    [...coming.values()].flat().map((moment) => moment.id),
  );
  const today = belgianDay(now);
  return shown.map(({ detail, path }) => ({
    id: detail.id,
    title: detail.title,
    reference: detail.reference,
    city: detail.city,
    path,
    picture: detail.pictures[0] ?? null,
    sold: detail.marquee === "sold" || detail.marquee === "rented",
    visits: visitFigures(visits.get(detail.id) ?? new Map(), today),
    requests: requests.flatMap((row) =>
      row.propertyId === detail.id && isLeadKind(row.kind) ? [{ kind: row.kind, count: row.count }] : [],
    ),
    moments: (coming.get(detail.id) ?? []).map((moment) => ({
      id: moment.id,
      label: momentLabel(moment, language),
      booked: booked.get(moment.id) ?? 0,
      capacity: moment.capacity,
    })),
    media: {
      photos: detail.pictures.length,
      documents: detail.documents.length,
      videos: detail.media.filter((item) => item.purpose === "video").length,
      tours: detail.media.filter((item) => item.purpose === "tour").length,
    },
  }));
}
