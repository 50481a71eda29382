/**
 * The page's <title> and meta description. React 19 hoists these into <head>, and the last
 * rendered page wins, so each route sets its own in the current language.
 */
export function PageMeta({
  title,
  description,
  siteName,
}: {
  title: string;
  description: string;
  siteName: string;
}) {
  const fullTitle = title && title !== siteName ? `${title} — ${siteName}` : siteName;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
    </>
  );
}
