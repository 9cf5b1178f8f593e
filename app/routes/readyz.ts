import { readiness } from "~/catalog/catalog.server";

// Readiness: the database answers and the catalog snapshot is loaded (decision 033).
export const loader = () => readiness();
