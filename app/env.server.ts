import { z } from "zod";

// Validated once at start-up (STYLE.md). Nothing here reaches the browser.
// HOST and PORT are read by server/index.js, which runs before the app is loaded.
const envSchema = z.object({
  DATA_DIR: z.string().min(1).default("data"),
  // Where the image worker keeps responsive variants; by default under DATA_DIR.
  IMAGE_CACHE_DIR: z.string().min(1).optional(),
  // Outgoing mail; without it, mails are written to DATA_DIR/mail/ as .eml files.
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
      throw new Error(`Invalid environment: ${fields.join("; ")}`);
    }
    cached = parsed.data;
  }
  return cached;
}
