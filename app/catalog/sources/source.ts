// Where listings come from (LISTING_SOURCE): the bundled demo feed, a JSON feed at a URL, or
// the agency's CRM through the Omnicasa web API. Each source hands the sync one batch in the
// feed document's shape (feed-schema.ts `feedDocumentShape`), so one importer serves them all.

export type ListingSourceName = "demo" | "json" | "omnicasa";

export interface FeedBatch {
  /** A feed document (feed-schema.ts): PropertyList, Properties, Projects, PropertyTypes, Cities… */
  document: unknown;
  /**
   * "full": the document holds every live property, so one that is missing is withdrawn.
   * "changes": it holds only the properties changed since the cursor, and `deletedPropertyIds`
   * those taken off; projects, types and cities are always whole.
   */
  scope: "full" | "changes";
  /** Properties the source says were deleted ("changes" only; Omnicasa's GetDeletedPropertyIDs). */
  deletedPropertyIds: number[];
  /** The moment the source was read, in the source's clock when it gives one: the next cursor. */
  readAt: Date;
}

export interface ReadOptions {
  /** Ask only what changed since then; null for everything. A source may answer in full anyway. */
  since: Date | null;
  signal?: AbortSignal;
}

export interface ListingSource {
  readonly name: ListingSourceName;
  /** What an operator reads in reports and logs: never a password or a token. */
  readonly label: string;
  read(options: ReadOptions): Promise<FeedBatch>;
}

/** A source that could not be read: the sync keeps the last good catalog and reports `message`. */
export class SourceError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "SourceError";
  }
}
