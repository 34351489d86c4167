import { useState } from 'react';
import { styled } from 'styled-components';
import type { Profile } from '@mealprep/shared/plan/contracts';

const Circle = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  user-select: none;

  /* Drawn, not written: the initials are a picture of the name (WCAG 2.5.3: the button's visible
     text would otherwise be "SA" while its name is "Account menu, Siti Aminah"). */
  & > [data-initials]::before {
    content: attr(data-initials);
  }

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export function fullName(profile: Pick<Profile, 'first_name' | 'last_name'>): string {
  return `${profile.first_name} ${profile.last_name}`.trim();
}

/**
 * The avatar's initials when there is no profile image (docs/spec.md §2 header): the first
 * letter of the first name and of the last name. The header is their only reader, and it draws
 * them at start, so they live here rather than in the plan's rules (which the start would load).
 */
export function profileInitials(profile: Pick<Profile, 'first_name' | 'last_name'>): string {
  const first = profile.first_name.trim().charAt(0);
  const last = profile.last_name.trim().charAt(0);
  return `${first}${last}`.toUpperCase();
}

/**
 * The header's avatar: the profile image (alt: the customer's name), or the initials of
 * `profileInitials` when there is none or it fails to load (docs/spec.md §2). Local rather than the kit's
 * Avatar because that one derives initials from a single name string with its own rule.
 */
export function ProfileAvatar({
  profile,
}: {
  profile: Pick<Profile, 'first_name' | 'last_name' | 'profile_image'>;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = profile.profile_image;
  const name = fullName(profile);
  return (
    <Circle>
      {src && src !== failedSrc ? (
        <img src={src} alt={name} width={36} height={36} onError={() => setFailedSrc(src)} />
      ) : (
        <span role="img" aria-label={name} data-initials={profileInitials(profile)} />
      )}
    </Circle>
  );
}
