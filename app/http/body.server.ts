// A page's bytes in and out of a Response without copying them. undici copies the bytes a
// Response is made with (`new Response(buffer)`) and joins what `arrayBuffer()` reads into a
// new buffer: three copies of a 160 KB page on the main thread, whose memory outside V8's heap
// made V8 mark that heap every 60 MB or so (five times a second under load; docs/PERFORMANCE.md,
// "A page's bytes, copied once"). A stream that hands over the bytes as they are copies none.

/** A body of these bytes, not copied. */
export function bodyOf(...chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

/** A stream's chunks as they come. */
export async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  return chunks;
}

/** A response's body whole: the one chunk it is made of as it is, several joined. */
export async function bytesOf(response: Response): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const chunks = await chunksOf(response.body);
  const [only] = chunks;
  if (chunks.length === 1 && only) return Buffer.from(only.buffer, only.byteOffset, only.byteLength);
  return Buffer.concat(chunks);
}
