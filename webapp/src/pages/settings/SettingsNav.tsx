import { Button, HStack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { SETTINGS_SECTIONS, type SettingsSectionKey } from './settings-sections';

/** The sections of Account Settings as links, the current one marked; scrolls sideways on a phone. */
export function SettingsNav({ current }: { current: SettingsSectionKey }) {
  const nav = useRef<HTMLDivElement>(null);
  // On a phone the later sections start past the edge: show the one the page is about.
  useEffect(() => {
    const link = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav.current || !link) return;
    nav.current.scrollLeft = link.offsetLeft - nav.current.offsetLeft - 16;
  }, [current]);
  return (
    <HStack
      ref={nav}
      as="nav"
      aria-label="Settings sections"
      gap="2"
      overflowX="auto"
      pb="1"
      css={{ scrollbarWidth: 'thin' }}
    >
      {SETTINGS_SECTIONS.map((section) => {
        const active = section.key === current;
        return (
          <Button
            key={section.key}
            asChild
            size="sm"
            rounded="full"
            flexShrink="0"
            variant={active ? 'solid' : 'outline'}
            colorPalette={active ? 'brand' : 'gray'}
          >
            <RouterLink to={section.path} aria-current={active ? 'page' : undefined}>
              {section.label}
            </RouterLink>
          </Button>
        );
      })}
    </HStack>
  );
}
