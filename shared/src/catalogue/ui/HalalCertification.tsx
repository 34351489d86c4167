import { styled } from 'styled-components';
import type { HalalCertificate } from '../kitchen.contract';
import { formatShopDate } from '../../core/businessTime';
import { useCommonT, useLocale } from '../../i18n';

const Note = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    color: ${({ theme }) => theme.colors.success};
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** "30 June 2027" in the visitor's language, for a YYYY-MM-DD day. */
function longDate(isoDay: string, locale: string): string {
  return formatShopDate(isoDay, locale, { day: 'numeric', month: 'long', year: 'numeric' });
}

/**
 * The kitchen's halal certification (docs/spec.md §3): who certified it, the certificate number and
 * until when. An expired certificate is not shown: the shop no longer claims it.
 */
export function HalalCertification({ certificate }: { certificate: HalalCertificate | null }) {
  const t = useCommonT();
  const locale = useLocale();
  if (!certificate || certificate.expired) return null;
  return (
    <Note>
      <strong>{t('common.halal.certified', { body: certificate.body })}</strong>
      <span>
        {t('common.halal.certificate', {
          number: certificate.certificate_number,
          date: longDate(certificate.expires_on, locale),
        })}
      </span>
    </Note>
  );
}
