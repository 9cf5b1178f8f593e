import { setImmediate as yieldToOthers } from "node:timers/promises";
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import { render, toPlainText } from "@react-email/render";
import type { ReactElement } from "react";

// The two mails of every lead, as React Email templates: tables and inline styles that the
// main mail clients render, and a plain-text part made from the same element.

export interface MailAgency {
  name: string;
  street: string;
  zipCity: string;
  phone: string;
  email: string;
  origin: string;
}

export interface MailProperty {
  title: string;
  price: string;
  place: string;
  url: string;
  picture: string | null;
}

export interface MailRow {
  label: string;
  value: string;
}

const colours = { brand: "#22474f", accent: "#c49a5a", text: "#1c1917", muted: "#57534e", sand: "#fbf9f6" };
const body = { backgroundColor: colours.sand, fontFamily: "Helvetica, Arial, sans-serif", color: colours.text };
const container = { backgroundColor: "#ffffff", padding: "32px", maxWidth: "600px", borderRadius: "12px" };
const paragraph = { fontSize: "15px", lineHeight: "24px", margin: "0 0 16px" };

function Frame(props: { language: string; preview: string; agency: MailAgency; children: ReactElement[] }) {
  return (
    <Html lang={props.language}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Text style={{ fontSize: "22px", fontFamily: "Georgia, serif", color: colours.brand, margin: "0 0 24px" }}>
            {props.agency.name}
          </Text>
          {props.children}
          <Hr style={{ borderColor: "#e7e5e4", margin: "24px 0" }} />
          <Text style={{ ...paragraph, fontSize: "13px", color: colours.muted }}>
            {props.agency.name} · {props.agency.street}, {props.agency.zipCity} · {props.agency.phone} ·{" "}
            <Link href={`mailto:${props.agency.email}`}>{props.agency.email}</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

function Rows(props: { rows: MailRow[] }) {
  return (
    <Section>
      {props.rows.map((row) => (
        <Text key={row.label} style={{ ...paragraph, margin: "0 0 8px" }}>
          <strong>{row.label}:</strong> {row.value}
        </Text>
      ))}
    </Section>
  );
}

function PropertyCard(props: { property: MailProperty; linkText: string; badge?: string }) {
  const { property } = props;
  return (
    <Section style={{ border: "1px solid #e7e5e4", borderRadius: "12px", padding: "16px", margin: "0 0 24px" }}>
      {property.picture ? (
        <Img src={property.picture} alt="" width="536" style={{ width: "100%", height: "auto", borderRadius: "8px" }} />
      ) : null}
      {props.badge ? (
        <Text style={{ ...paragraph, margin: "12px 0 0", fontSize: "13px", fontWeight: "bold", color: colours.accent }}>
          {props.badge}
        </Text>
      ) : null}
      <Text style={{ ...paragraph, margin: "12px 0 4px", fontSize: "17px", fontWeight: "bold" }}>{property.title}</Text>
      <Text style={{ ...paragraph, margin: "0 0 12px", color: colours.muted }}>
        {property.place} · {property.price}
      </Text>
      <Button
        href={property.url}
        style={{ backgroundColor: colours.accent, color: "#ffffff", padding: "10px 18px", borderRadius: "999px" }}
      >
        {props.linkText}
      </Button>
    </Section>
  );
}

export interface VisitorMailProps {
  language: string;
  agency: MailAgency;
  preview: string;
  greeting: string;
  paragraphs: string[];
  summaryTitle: string;
  rows: MailRow[];
  property: MailProperty | null;
  propertyLink: string;
  signOff: string;
  /** Download links (request documents), with a line on how long they work. */
  links?: { items: MailRow[]; note: string };
}

/** The confirmation to the visitor, in their language. */
export function VisitorMail(props: VisitorMailProps) {
  return (
    <Frame language={props.language} preview={props.preview} agency={props.agency}>
      <Text style={paragraph}>{props.greeting}</Text>
      <Section>
        {props.paragraphs.map((text) => (
          <Text key={text} style={paragraph}>
            {text}
          </Text>
        ))}
      </Section>
      {props.links ? (
        <Section style={{ margin: "0 0 24px" }}>
          {props.links.items.map((link) => (
            <Text key={link.value} style={{ ...paragraph, margin: "0 0 8px" }}>
              <Link href={link.value} style={{ color: colours.brand, fontWeight: "bold" }}>
                {link.label}
              </Link>
            </Text>
          ))}
          <Text style={{ ...paragraph, color: colours.muted, fontSize: "13px" }}>{props.links.note}</Text>
        </Section>
      ) : (
        <Section />
      )}
      {props.property ? <PropertyCard property={props.property} linkText={props.propertyLink} /> : <Section />}
      {props.rows.length > 0 ? (
        <Section>
          <Heading as="h2" style={{ fontSize: "16px", color: colours.brand, margin: "8px 0 12px" }}>
            {props.summaryTitle}
          </Heading>
          <Rows rows={props.rows} />
        </Section>
      ) : (
        <Section />
      )}
      <Text style={{ ...paragraph, marginTop: "24px" }}>
        {props.signOff}
        <br />
        {props.agency.name}
      </Text>
    </Frame>
  );
}

export interface AgencyMailProps {
  language: string;
  agency: MailAgency;
  heading: string;
  intro: string;
  rows: MailRow[];
  property: MailProperty | null;
  propertyLink: string;
  replyHint: string;
}

/** The lead for the agency: every field, the property and the visitor as Reply-To. */
export function AgencyMail(props: AgencyMailProps) {
  return (
    <Frame language={props.language} preview={props.heading} agency={props.agency}>
      <Heading as="h1" style={{ fontSize: "20px", color: colours.brand, margin: "0 0 12px" }}>
        {props.heading}
      </Heading>
      <Text style={paragraph}>{props.intro}</Text>
      {props.property ? <PropertyCard property={props.property} linkText={props.propertyLink} /> : <Section />}
      <Rows rows={props.rows} />
      <Text style={{ ...paragraph, color: colours.muted, marginTop: "24px" }}>{props.replyHint}</Text>
    </Frame>
  );
}

export interface DigestMailProps {
  language: string;
  agency: MailAgency;
  preview: string;
  greeting: string;
  intro: string;
  properties: { property: MailProperty; badge: string }[];
  propertyLink: string;
  summaryTitle: string;
  rows: MailRow[];
  manage: { label: string; url: string };
  why: string;
}

/** A search alert's digest: the properties new or cheaper since the last one, then the search and its links. */
export function DigestMail(props: DigestMailProps) {
  return (
    <Frame language={props.language} preview={props.preview} agency={props.agency}>
      <Text style={paragraph}>{props.greeting}</Text>
      <Text style={paragraph}>{props.intro}</Text>
      <Section>
        {props.properties.map(({ property, badge }) => (
          <PropertyCard key={property.url} property={property} badge={badge} linkText={props.propertyLink} />
        ))}
      </Section>
      <Heading as="h2" style={{ fontSize: "16px", color: colours.brand, margin: "8px 0 12px" }}>
        {props.summaryTitle}
      </Heading>
      <Rows rows={props.rows} />
      <Text style={{ ...paragraph, marginTop: "16px" }}>
        <Link href={props.manage.url} style={{ color: colours.brand, fontWeight: "bold" }}>
          {props.manage.label}
        </Link>
      </Text>
      <Text style={{ ...paragraph, color: colours.muted, fontSize: "13px" }}>{props.why}</Text>
    </Frame>
  );
}

/** The HTML and the plain-text part of one mail. */
export async function renderMail(element: ReactElement): Promise<{ html: string; text: string }> {
  // The text part is the same HTML as text (what `render(element, { plainText: true })` makes
  // after rendering it again), converted in a task of its own: a lead's mails held the server's
  // one thread 50-70 ms in one go.
  const html = await render(element);
  await yieldToOthers();
  return { html, text: toPlainText(html) };
}
