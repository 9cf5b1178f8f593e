import { Link } from "~/ui/link";
import type { ArticleView, ModuleView } from "~/content/view";
import { formatDate } from "~/domain/format";
import { useI18n } from "~/i18n/context";
import { ContactDetails } from "./contact-details";
import type { TestimonialView } from "~/leads/testimonials";
import { DeferredForms } from "~/leads/components/deferred-forms";
import { PropertyCard } from "~/catalog/components/property-card";
import { ProjectCard } from "~/catalog/components/project-card";
import { ButtonLink } from "~/ui/button";
import { ResponsiveImage } from "~/ui/responsive-image";

// The module views of spec §3: single-view, module-view, news-view, collapse-view,
// ons-team-view and card-view, each on the relations it was given.

const gridColumns = ["", "", "sm:grid-cols-2", "sm:grid-cols-2 lg:grid-cols-3", "sm:grid-cols-2 lg:grid-cols-4"];

function Heading(props: { module: ModuleView }) {
  const { module } = props;
  if (!module.title) return null;
  const Tag = module.titleSize;
  return (
    <div className="mb-6">
      <Tag
        className={
          module.titleSize === "h2" ? "font-display text-3xl text-brand-900" : "font-display text-2xl text-brand-900"
        }
      >
        {module.title}
      </Tag>
      {module.description ? <p className="mt-2 max-w-2xl text-stone-600">{module.description}</p> : null}
    </div>
  );
}

function ArticleBody(props: { article: ArticleView; heading: "h2" | "h3" }) {
  const { article } = props;
  const Tag = props.heading;
  return (
    <>
      <Tag className="font-display text-3xl leading-tight text-brand-900">{article.title}</Tag>
      <div className="prose-article mt-4" dangerouslySetInnerHTML={{ __html: article.html }} />
      {article.link ? (
        <p className="mt-6">
          <ButtonLink to={article.link.href} variant="secondary" size="md">
            {article.link.label}
          </ButtonLink>
        </p>
      ) : null}
    </>
  );
}

function Single(props: { article: ArticleView }) {
  return (
    <div className="max-w-3xl">
      <ArticleBody article={props.article} heading="h2" />
    </div>
  );
}

/** module-view: the filler article beside its image, on the brand colour. */
function Filler(props: { article: ArticleView; image: string | null }) {
  const image = props.image ?? props.article.image;
  return (
    <div className="grid overflow-hidden rounded-3xl bg-brand-800 text-white md:grid-cols-2">
      {image ? (
        <ResponsiveImage
          src={image}
          alt=""
          width={1600}
          height={1067}
          sizes="(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw"
          loading="lazy"
          className="h-64 w-full object-cover md:h-full"
        />
      ) : null}
      <div className="p-8 sm:p-12 [&_.prose-article]:text-brand-100 [&_a]:text-white [&_h2]:text-white [&_strong]:text-white">
        <h2 className="font-display text-3xl leading-tight">{props.article.title}</h2>
        <div className="prose-article mt-4" dangerouslySetInnerHTML={{ __html: props.article.html }} />
      </div>
    </div>
  );
}

function ArticleCard(props: { article: ArticleView; dated: boolean }) {
  const { language, t } = useI18n();
  const { article } = props;
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-900/5">
      {article.image ? (
        // The frame holds the photo's place: it is asked for once the page is painted.
        <div className="aspect-[3/2] bg-sand-100">
          <ResponsiveImage
            src={article.image}
            alt=""
            width={1600}
            height={1067}
            sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
            afterPaint
            className="h-full w-full object-cover"
          />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        {props.dated ? (
          <p className="text-xs font-medium uppercase tracking-wider text-accent-600">
            <time dateTime={article.date}>{formatDate(article.date, language)}</time>
          </p>
        ) : null}
        <h3 className="mt-1 font-display text-xl text-brand-900">{article.title}</h3>
        <p className="mt-2 text-stone-600">{article.summary}</p>
        {article.href ? (
          <Link to={article.href} className="mt-auto pt-4 text-sm font-semibold text-brand-700 hover:underline">
            {t("layout.readMore")} →
          </Link>
        ) : (
          <details className="mt-auto pt-4 text-sm">
            <summary className="cursor-pointer font-semibold text-brand-700">{t("layout.readMore")}</summary>
            <div className="prose-article mt-3" dangerouslySetInnerHTML={{ __html: article.html }} />
          </details>
        )}
        {article.link ? (
          <ButtonLink to={article.link.href} variant="secondary" size="sm" className="mt-4 self-start">
            {article.link.label}
          </ButtonLink>
        ) : null}
      </div>
    </article>
  );
}

/** collapse-view: an accordion of native disclosures, usable without JavaScript. */
function Collapse(props: { articles: ArticleView[]; perRow: number }) {
  const { t } = useI18n();
  return (
    <div className={`grid gap-4 ${props.perRow > 1 ? "md:grid-cols-2" : ""}`}>
      {props.articles.map((article) => (
        <details
          key={article.id}
          className="group rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 open:shadow-md"
        >
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-display text-xl text-brand-900 [&::-webkit-details-marker]:hidden">
            {article.title}
            <span aria-hidden="true" className="mt-1 text-accent-600 transition group-open:rotate-45">
              +
            </span>
          </summary>
          <div className="prose-article mt-4" dangerouslySetInnerHTML={{ __html: article.html }} />
          {article.href ? (
            <Link to={article.href} className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
              {t("layout.readMore")} →
            </Link>
          ) : null}
        </details>
      ))}
    </div>
  );
}

function Team(props: { articles: ArticleView[]; perRow: number }) {
  const { t } = useI18n();
  return (
    <ul className={`grid gap-6 ${gridColumns[props.perRow] ?? gridColumns[3]}`}>
      {props.articles.map((article) => (
        <li key={article.id} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-900/5">
          {article.person ? (
            // The frame holds the portrait's place: it is asked for once the page is painted.
            <div className="aspect-[4/5] bg-sand-100">
              <ResponsiveImage
                src={article.person.photo}
                alt={article.title}
                width={600}
                height={750}
                sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
                afterPaint
                className="h-full w-full object-cover"
              />
            </div>
          ) : null}
          <div className="p-5">
            <h3 className="font-display text-xl text-brand-900">{article.title}</h3>
            {article.person ? (
              <>
                <p className="text-sm font-medium text-accent-600">{article.person.role}</p>
                <p className="mt-3 text-sm text-stone-600">{article.summary}</p>
                <p className="mt-3 text-sm text-stone-500">
                  {t("layout.languagesSpoken", { languages: article.person.languages.join(", ") })}
                </p>
                <p className="mt-3 flex flex-col gap-1 text-sm">
                  <a href={article.person.phoneHref} className="text-brand-700 hover:underline">
                    {article.person.phone}
                  </a>
                  <a href={`mailto:${article.person.email}`} className="text-brand-700 hover:underline">
                    {article.person.email}
                  </a>
                </p>
              </>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

function Body(props: { module: ModuleView }) {
  const { module } = props;
  const grid = `grid gap-6 ${gridColumns[module.perRow] ?? gridColumns[4]}`;
  switch (module.kind) {
    case "article":
      if (module.view === "module-view") return <Filler article={module.article} image={module.background.image} />;
      if (module.view === "card-view")
        return (
          <div className="max-w-xl">
            <ArticleCard article={module.article} dated={false} />
          </div>
        );
      return <Single article={module.article} />;
    case "articles":
      if (module.view === "collapse-view") return <Collapse articles={module.articles} perRow={module.perRow} />;
      if (module.view === "ons-team-view") return <Team articles={module.articles} perRow={module.perRow} />;
      return (
        <div className={grid}>
          {module.articles.map((article) => (
            <ArticleCard key={article.id} article={article} dated={module.view === "news-view"} />
          ))}
        </div>
      );
    case "properties":
      return (
        <>
          <div className={grid}>
            {module.properties.map((property) => (
              <PropertyCard key={property.id} property={property} />
            ))}
          </div>
          {module.more ? (
            <p className="mt-6">
              <Link to={module.more.href} className="text-sm font-semibold text-brand-700 hover:underline">
                {module.more.label} →
              </Link>
            </p>
          ) : null}
        </>
      );
    case "projects":
      return (
        <div className="grid gap-8 md:grid-cols-2">
          {module.projects.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </div>
      );
    case "contact":
      return <ContactDetails />;
    case "form":
      if (module.form === "testimonial") {
        return (
          <div className="max-w-3xl">
            <DeferredForms>{(forms) => <forms.TestimonialForm />}</DeferredForms>
          </div>
        );
      }
      return (
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <DeferredForms>
              {(forms) =>
                module.form === "site-contact" ? (
                  <forms.SiteContactForm />
                ) : (
                  <forms.ValuationForm types={module.types} />
                )
              }
            </DeferredForms>
          </div>
          <ContactDetails stacked />
        </div>
      );
    case "testimonials":
      return <Testimonials testimonials={module.testimonials} />;
  }
}

function Testimonials(props: { testimonials: TestimonialView[] }) {
  const { t } = useI18n();
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {props.testimonials.map((testimonial) => (
        <li key={testimonial.id} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-900/5">
          <p
            className="text-lg tracking-widest text-accent-600"
            role="img"
            aria-label={t("forms.score", { rating: testimonial.rating })}
          >
            {"★".repeat(testimonial.rating)}
            <span className="text-stone-300">{"★".repeat(5 - testimonial.rating)}</span>
          </p>
          <blockquote lang={testimonial.language} className="mt-3 flex-1 whitespace-pre-line text-stone-700">
            “{testimonial.text}”
          </blockquote>
          <p className="mt-4 text-sm font-semibold text-brand-900">
            {testimonial.name}
            {testimonial.city ? <span className="font-normal text-stone-500"> · {testimonial.city}</span> : null}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function Modules(props: { modules: ModuleView[] }) {
  return (
    <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6 lg:px-8">
      {props.modules.map((module) => (
        <section
          key={module.id}
          aria-label={module.title ?? undefined}
          style={module.background.color ? { backgroundColor: module.background.color } : undefined}
        >
          <Heading module={module} />
          <Body module={module} />
        </section>
      ))}
    </div>
  );
}
