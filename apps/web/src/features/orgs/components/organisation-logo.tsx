import { Avatar } from '@mantine/core';
import { IconBuildingFactory2, IconWorld } from '@tabler/icons-react';

interface OrganisationLogoProps {
  name: string;
  logoUrl: string | null;
  all?: boolean;
  size?: number;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

export function OrganisationLogo({ name, logoUrl, all = false, size = 36 }: OrganisationLogoProps) {
  if (logoUrl) {
    return <Avatar src={logoUrl} alt={`${name} logo`} size={size} radius="sm" variant="default" />;
  }
  return (
    <Avatar size={size} radius="sm" color="green" variant="light" aria-hidden="true">
      {all ? <IconWorld size={size * 0.55} /> : initials(name) || <IconBuildingFactory2 size={size * 0.55} />}
    </Avatar>
  );
}
