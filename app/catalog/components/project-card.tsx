import { Link } from "~/ui/link";
import type { ProjectCard as Project } from "~/catalog/snapshot";
import { formatPrice } from "~/domain/format";
import { useI18n } from "~/i18n/context";
import { projectTypeLine } from "../project-units";
import { ResponsiveImage } from "~/ui/responsive-image";

/** headingLevel: 2 where the cards sit right under the page's title, 3 (the default) under a section's. */
export function ProjectCard(props: { project: Project; headingLevel?: 2 | 3 }) {
  const { t } = useI18n();
  const { project } = props;
  const Heading = props.headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-900/5 transition hover:shadow-lg">
      {project.picture ? (
        <ResponsiveImage
          src={project.picture.url}
          alt={project.picture.alt}
          width={project.picture.width}
          height={project.picture.height}
          sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
          loading="lazy"
          className="aspect-[3/2] w-full object-cover"
        />
      ) : null}
      <div className="p-5">
        <p className="text-xs font-medium uppercase tracking-wider text-accent-600">
          {project.zip} {project.city} · {projectTypeLine(project.typeSummary, project.unitIds.length, t)}
        </p>
        <Heading className="mt-1 font-display text-2xl text-brand-900">
          <Link to={project.path} className="after:absolute after:inset-0">
            {project.name}
          </Link>
        </Heading>
        <p className="mt-2 text-lg font-semibold text-brand-800">
          {t("project.priceRange", { min: formatPrice(project.priceMin), max: formatPrice(project.priceMax) })}
        </p>
      </div>
    </article>
  );
}
