import type { Language } from "~/domain/language";

// The address of each catalogue's files in the browser (decisions 024, 045), so that the page can ask
// for its language's beside its other scripts (app/ui/scripts.tsx). The name holds a hash of the content,
// known only after the browser's build: React Router builds that first and keeps Vite's manifest
// of it until the server's build is done, which reads it here. In development there is no such
// manifest, and the browser entry fetches the catalogue when it starts.
const manifests = import.meta.glob<Record<string, { file: string }>>("/build/client/.vite/manifest.json", {
  eager: true,
  import: "default",
});
const manifest = Object.values(manifests)[0] ?? {};

/** The URLs of a language's catalogue files in the browser build (decision 045), or nulls without one. */
export function catalogueChunks(language: Language): { common: string | null; followUp: string | null } {
  const url = (name: string) => {
    const chunk = manifest[`app/i18n/locales/${name}.ts`];
    return chunk ? `${import.meta.env.BASE_URL}${chunk.file}` : null;
  };
  return { common: url(`${language}-common`), followUp: url(`${language}-follow-up`) };
}
