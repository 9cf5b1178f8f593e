import { useRouteLoaderData } from "react-router";
import type { LayoutView } from "~/content/view";

/** The layout the root loader built for this request. */
export function useLayout(): LayoutView {
  const data = useRouteLoaderData("root") as { layout?: LayoutView } | undefined;
  if (!data?.layout) throw new Error("useLayout needs the root loader's layout");
  return data.layout;
}
