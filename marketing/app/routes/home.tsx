import { Badge, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DOCS_PATHS, localizeHref, PATHS } from '@web/shared';
import { FormattedMessage } from 'react-intl';
import { usePageLocale } from '../i18n/PageLocale';
import { localeFromMatches, pageMeta } from '../seo';
import type { Route } from './+types/home';

const points = ['billing', 'accounting', 'reporting'] as const;

export function meta({ matches }: Route.MetaArgs) {
  const { locale, t } = localeFromMatches(matches);
  return pageMeta({
    title: t('home.hero.title'),
    description: t('home.hero.description'),
    path: '/',
    locale,
  });
}

export default function Home() {
  const { locale } = usePageLocale();
  return (
    <>
      <Container size="lg" py={64}>
        <Stack gap="lg" maw={760}>
          <Badge variant="light" size="lg">
            <FormattedMessage id="home.hero.tag" />
          </Badge>
          <Title order={1}>
            <FormattedMessage id="home.hero.title" />
          </Title>
          <Text size="xl">
            <FormattedMessage id="home.hero.description" />
          </Text>
          <Group>
            <Button component="a" href={localizeHref(PATHS.bookDemo, locale)} target="_blank" size="md">
              <FormattedMessage id="home.hero.cta" />
            </Button>
            <Button component="a" href={DOCS_PATHS.home} variant="outline" size="md">
              <FormattedMessage id="home.hero.secondary" />
            </Button>
          </Group>
        </Stack>
      </Container>
      <Container size="lg" pb={64}>
        <Title order={2} mb="lg">
          <FormattedMessage id="home.points.title" />
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          {points.map((point) => (
            <Stack key={point} gap="xs">
              <Title order={3}>
                <FormattedMessage id={`home.points.${point}.title`} />
              </Title>
              <Text>
                <FormattedMessage id={`home.points.${point}.body`} />
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
