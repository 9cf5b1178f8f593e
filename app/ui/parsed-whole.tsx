/**
 * The last child of a box marked `data-whole`: app/app.css lays the box out only once the parser
 * has reached this marker, so that a slow phone never paints it half-parsed and then moves it.
 */
export function WholeEnd() {
  return <i hidden data-end="" />;
}
