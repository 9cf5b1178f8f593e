import { describe, expect, it } from "vitest";
import { isVideo, videoEmbed } from "./video";

const youtube = (id: string) => ({
  kind: "youtube",
  url: `https://www.youtube-nocookie.com/embed/${id}`,
});
const vimeo = (id: string) => ({ kind: "vimeo", url: `https://player.vimeo.com/video/${id}` });

describe("videoEmbed: files", () => {
  it.each(["mp4", "mov", "wmv", "avi", "flv", "webm"])("recognises a .%s file", (extension) => {
    const url = `https://cdn.example.be/media/rondleiding.${extension}`;
    expect(videoEmbed(url)).toEqual({ kind: "file", url });
  });

  it("ignores case and the query string", () => {
    const url = "https://cdn.example.be/Video/TOUR.MP4?token=abc&v=2";
    expect(videoEmbed(url)).toEqual({ kind: "file", url });
  });

  it("accepts plain http for files", () => {
    expect(videoEmbed("http://cdn.example.be/a.webm")?.kind).toBe("file");
  });

  it.each([
    ["mp4 only in the query", "https://cdn.example.be/play?file=clip.mp4"],
    ["mp4 only in the fragment", "https://cdn.example.be/page#clip.mp4"],
    ["mp4 inside the name", "https://cdn.example.be/clip.mp4.html"],
    ["an image", "https://cdn.example.be/foto.jpg"],
    ["a relative path", "/media/clip.mp4"],
  ])("rejects %s", (_name, url) => {
    expect(videoEmbed(url)).toBeNull();
  });
});

describe("videoEmbed: YouTube", () => {
  it.each([
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42",
    "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
    "http://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtu.be/dQw4w9WgXcQ",
    "https://youtu.be/dQw4w9WgXcQ?si=abc",
    "https://www.youtube.com/embed/dQw4w9WgXcQ",
    "https://www.youtube.com/shorts/dQw4w9WgXcQ",
    "  https://youtu.be/dQw4w9WgXcQ  ",
  ])("embeds %s through youtube-nocookie", (url) => {
    expect(videoEmbed(url)).toEqual(youtube("dQw4w9WgXcQ"));
  });

  it("keeps ids with - and _", () => {
    expect(videoEmbed("https://youtu.be/a-B_c-D_e-F")).toEqual(youtube("a-B_c-D_e-F"));
  });

  it.each([
    ["a 10-character id", "https://www.youtube.com/watch?v=dQw4w9WgXc"],
    ["a 12-character id", "https://youtu.be/dQw4w9WgXcQQ"],
    ["an id with other characters", "https://youtu.be/dQw4w9WgX.Q"],
    ["no id", "https://www.youtube.com/watch"],
    ["a channel", "https://www.youtube.com/@immokantoor"],
    ["a look-alike host", "https://www.notyoutube.com/watch?v=dQw4w9WgXcQ"],
    ["credentials faking the host", "https://youtube.com@evil.example/watch?v=dQw4w9WgXcQ"],
  ])("rejects %s", (_name, url) => {
    expect(videoEmbed(url)).toBeNull();
  });
});

describe("videoEmbed: Vimeo", () => {
  it.each([
    ["https://vimeo.com/123456789", "123456789"],
    ["https://www.vimeo.com/76979871?share=copy", "76979871"],
    ["https://player.vimeo.com/video/123", "123"],
  ])("embeds %s", (url, id) => {
    expect(videoEmbed(url)).toEqual(vimeo(id));
  });

  it.each([
    ["a non-numeric path", "https://vimeo.com/about"],
    ["a non-numeric player id", "https://player.vimeo.com/video/abc"],
    ["a mixed id", "https://vimeo.com/12ab34"],
    ["the home page", "https://vimeo.com/"],
  ])("rejects %s", (_name, url) => {
    expect(videoEmbed(url)).toBeNull();
  });
});

describe("videoEmbed: Facebook", () => {
  it.each([
    "https://www.facebook.com/immokantoor/videos/1234567890/",
    "https://facebook.com/watch/videos/1234567890",
    "https://m.facebook.com/immokantoor/videos/vb.1/1234567890",
    "https://fb.watch/abcDEF123/",
  ])("embeds %s through the video plugin with the encoded original", (url) => {
    expect(videoEmbed(url)).toEqual({
      kind: "facebook",
      url: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(url)}`,
    });
  });

  it("encodes the original link completely", () => {
    expect(videoEmbed("https://fb.watch/x1/?a=1&b=2")?.url).toBe(
      "https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Ffb.watch%2Fx1%2F%3Fa%3D1%26b%3D2",
    );
  });

  it.each([
    ["a page without video", "https://www.facebook.com/immokantoor"],
    ["a videos tab without a video", "https://www.facebook.com/immokantoor/videos/"],
    ["bare fb.watch", "https://fb.watch/"],
    ["a look-alike host", "https://notfacebook.com/x/videos/1"],
  ])("rejects %s", (_name, url) => {
    expect(videoEmbed(url)).toBeNull();
  });
});

describe("videoEmbed: virtual tours", () => {
  it.each([
    "https://matterport.com/show/?m=abc123",
    "https://my.matterport.com/show/?m=abc123",
    "https://nodalview.com/abc?viewer=1",
    "https://app.nodalview.com/tour/abc",
    "https://giraffe360.com/tours/abc",
    "https://tour.giraffe360.com/abc",
  ])("embeds %s unchanged", (url) => {
    expect(videoEmbed(url)).toEqual({ kind: "tour", url });
  });

  it.each([
    ["plain http", "http://my.matterport.com/show/?m=abc123"],
    ["a host ending in the name", "https://evilmatterport.com/show/?m=abc123"],
    ["the name as a subdomain elsewhere", "https://matterport.com.evil.example/show"],
    ["the name in the path", "https://evil.example/my.matterport.com/show"],
  ])("rejects %s", (_name, url) => {
    expect(videoEmbed(url)).toBeNull();
  });
});

describe("videoEmbed: anything else", () => {
  it.each([
    ["javascript:", "javascript:alert(1)//https://youtu.be/dQw4w9WgXcQ"],
    ["data:", "data:video/mp4;base64,AAAA"],
    ["ftp:", "ftp://cdn.example.be/clip.mp4"],
    ["a malformed URL", "https://"],
    ["plain text", "zie rondleiding"],
    ["the empty string", ""],
    ["an unknown host", "https://www.example.be/video"],
  ])("rejects %s", (_name, url) => {
    expect(videoEmbed(url)).toBeNull();
  });
});

describe("isVideo", () => {
  it("is true exactly when videoEmbed recognises the link", () => {
    expect(isVideo("https://youtu.be/dQw4w9WgXcQ")).toBe(true);
    expect(isVideo("https://my.matterport.com/show/?m=abc")).toBe(true);
    expect(isVideo("https://cdn.example.be/clip.mov")).toBe(true);
    expect(isVideo("https://youtu.be/dQw4w9WgXc")).toBe(false);
    expect(isVideo("javascript:alert(1)")).toBe(false);
  });
});
