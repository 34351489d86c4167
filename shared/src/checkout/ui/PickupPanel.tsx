import { useId } from 'react';
import { styled } from 'styled-components';
import { PICKUP_POINT, pickupAddress, pickupHours, pickupMapUrl } from '../pickup';
import { useCommonT } from '../../i18n/translator';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { textStyle } from '../../ui/typography';

const Root = styled.section`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2,
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    ${textStyle('cardTitle')}
  }

  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
  }

  address {
    font-style: normal;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
  }
`;

export interface PickupPanelProps {
  /** The heading level the panel's title takes in its page. */
  headingLevel?: 2 | 3;
}

/**
 * Self pickup, said plainly: the kitchen's address, a link to it on a map (an ordinary link that
 * opens a new tab) and the opening hours, all from the one pickup point in the shared domain.
 */
export function PickupPanel({ headingLevel = 2 }: PickupPanelProps) {
  const t = useCommonT();
  const titleId = useId();
  const HeadingTag = headingLevel === 3 ? 'h3' : 'h2';
  const hours = pickupHours();
  return (
    <Root aria-labelledby={titleId}>
      <HeadingTag id={titleId}>{t('common.pickup.title')}</HeadingTag>
      <dl>
        <dt>{t('common.pickup.address')}</dt>
        <dd>
          <address>
            {PICKUP_POINT.name}
            <br />
            {pickupAddress()}
          </address>
        </dd>
        <dt>{t('common.pickup.hours')}</dt>
        <dd>{t('common.pickup.hoursValue', hours)}</dd>
      </dl>
      <a href={pickupMapUrl()} target="_blank" rel="noopener noreferrer">
        {t('common.pickup.map')}
        <VisuallyHidden> {t('common.newTab')}</VisuallyHidden>
      </a>
    </Root>
  );
}
