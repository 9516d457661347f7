import { Badge, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { BRAND_NAME } from '@web/shared';
import { FormattedMessage } from 'react-intl';
import { message } from '../i18n/intl';
import { pageMeta } from '../seo';
import type { Route } from './+types/home';

const points = ['billing', 'accounting', 'reporting'] as const;

export function meta(_: Route.MetaArgs) {
  return pageMeta({
    title: message('home.hero.title'),
    description: message('home.hero.description'),
    path: '/',
  });
}

export default function Home() {
  const brand = { brand: BRAND_NAME };
  return (
    <main id="main">
      <Container size="lg" py={64}>
        <Stack gap="lg" maw={760}>
          <Badge variant="light" size="lg">
            <FormattedMessage id="home.hero.tag" />
          </Badge>
          <Title order={1}>
            <FormattedMessage id="home.hero.title" />
          </Title>
          <Text size="xl">
            <FormattedMessage id="home.hero.description" values={brand} />
          </Text>
          <Group>
            <Button component="a" href="/book-demo" target="_blank" size="md">
              <FormattedMessage id="home.hero.cta" />
            </Button>
            <Button component="a" href="/docs/" variant="outline" size="md">
              <FormattedMessage id="home.hero.secondary" />
            </Button>
          </Group>
        </Stack>
      </Container>
      <Container size="lg" pb={64}>
        <Title order={2} mb="lg">
          <FormattedMessage id="home.points.title" values={brand} />
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
    </main>
  );
}
