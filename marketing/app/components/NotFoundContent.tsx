import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { DOCS_PATHS, localizeHref } from '@web/shared';
import { FormattedMessage } from 'react-intl';
import { usePageLocale } from '../i18n/PageLocale';

/** What the not-found page says, inside whatever chrome surrounds it. */
export function NotFoundContent() {
  const { locale } = usePageLocale();
  return (
    <Container size="sm" py={96}>
      <Stack gap="lg">
        <Title order={1}>
          <FormattedMessage id="notFound.title" />
        </Title>
        <Text size="lg">
          <FormattedMessage id="notFound.description" />
        </Text>
        <Group>
          <Button component="a" href={localizeHref('/', locale)}>
            <FormattedMessage id="notFound.home" />
          </Button>
          <Button component="a" href={DOCS_PATHS.home} variant="outline">
            <FormattedMessage id="notFound.docs" />
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
