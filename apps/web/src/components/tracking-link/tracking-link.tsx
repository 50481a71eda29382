import { useT } from '@/lib/i18n';

/** " · Track" after a parcel's tracking number: its carrier's tracking page, in a new tab; nothing without one. */
export function TrackingLink({
  url,
  trackingNumber,
}: {
  url: string | null | undefined;
  trackingNumber: string;
}) {
  const t = useT();
  if (!url) return null;
  return (
    <>
      {' · '}
      <a href={url} target="_blank" rel="noopener noreferrer" aria-label={t('TrackParcelOf', trackingNumber)}>
        {t('TrackParcel')}
      </a>
    </>
  );
}
