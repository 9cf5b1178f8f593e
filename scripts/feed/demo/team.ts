// The agents of the demo feed with the phone and e-mail the team page shows (content/site,
// articles of category "team"): a visitor who calls the number on a listing reaches the person
// the team page names, whatever page they came from.

import { readdirSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { agents } from "./vocabulary";

const articles = resolve(dirname(fileURLToPath(import.meta.url)), "../../../content/site/articles");

const teamArticle = z.object({
  category: z.literal("team"),
  // Only who the team page shows.
  status: z.literal("Published"),
  person: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
});

/** The people of the team page, by name. */
export function teamPeople(directory = articles): Map<string, { phone: string; email: string }> {
  const people = new Map<string, { phone: string; email: string }>();
  for (const name of readdirSync(directory)
    .filter((file) => file.endsWith(".json"))
    .sort()) {
    const article = teamArticle.safeParse(JSON.parse(readFileSync(resolve(directory, name), "utf8")));
    if (article.success) people.set(article.data.person.name, article.data.person);
  }
  return people;
}

const people = teamPeople();

export const managers = agents.map(({ ID, Name }) => {
  const person = people.get(Name);
  if (!person) throw new Error(`agent ${Name} is not on the team page (content/site/articles)`);
  return { ID, Name, Phone: person.phone, Email: person.email };
});
