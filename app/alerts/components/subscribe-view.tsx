import type { BannerView, ModuleView } from "~/content/view";
import { Banner } from "~/content/components/banner";
import { Modules } from "~/content/components/modules";
import { useI18n } from "~/i18n/context";
import { Breadcrumb } from "~/ui/breadcrumb";
import type { Crumb } from "~/ui/layout";
import type { AlertFormData } from "./alert-form";
import { AlertForm } from "./alert-form";

// The keep-me-informed page: the configured introduction, the alert form, then the page's
// other modules (the agency's contact details).

export interface SearchAlertPageData {
  page: {
    banner: BannerView | null;
    title: string;
    breadcrumb: Crumb[] | null;
    intro: ModuleView[];
    after: ModuleView[];
  };
  form: AlertFormData;
}

export function SearchAlertView({ data }: { data: SearchAlertPageData }) {
  const { t } = useI18n();
  const { page } = data;
  return (
    <>
      {page.banner ? <Banner banner={page.banner} heading={page.title} /> : null}
      {page.breadcrumb ? <Breadcrumb trail={page.breadcrumb} /> : null}
      {page.banner ? null : (
        <h1 className="mx-auto max-w-7xl px-4 pt-8 font-display text-4xl text-brand-900 sm:px-6 lg:px-8">
          {page.title}
        </h1>
      )}
      {page.intro.length > 0 ? <Modules modules={page.intro} /> : null}
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <section
          id="search-alert"
          aria-labelledby="search-alert-title"
          className="max-w-4xl scroll-mt-24 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-900/5 sm:p-8"
        >
          <h2 id="search-alert-title" className="font-display text-2xl text-brand-900">
            {t("alerts.formTitle")}
          </h2>
          <p className="mt-2 mb-6 text-stone-600">{t("alerts.formIntro")}</p>
          <AlertForm mode="subscribe" data={data.form} />
        </section>
      </div>
      {page.after.length > 0 ? <Modules modules={page.after} /> : <div className="pb-12" />}
    </>
  );
}
