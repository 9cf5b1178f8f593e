// Where pictures with a site-relative URL live on disk. server/index.js serves these folders
// and the image worker reads its sources from them; other URLs are fetched over HTTP.
// Plain erasable TypeScript: Node 24 loads it without a build step.
export const localMedia = [
  { prefix: "/media/feed/", folder: "content/feed/media" },
  { prefix: "/media/site/", folder: "content/site/media" },
] as const;
