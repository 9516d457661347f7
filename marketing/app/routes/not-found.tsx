import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { message } from '../i18n/intl';
import { BRAND_NAME } from '@web/shared';

export function meta() {
  return [
    { title: `${message('notFound.pageTitle')} | ${BRAND_NAME}` },
    { name: 'description', content: message('notFound.description') },
    { name: 'robots', content: 'noindex' },
  ];
}

/** The page for any address the site does not have; served with status 404. */
export default function NotFound() {
  return (
    <main id="main">
      <Container size="sm" py={96}>
        <Stack gap="lg">
          <Title order={1}>
            <FormattedMessage id="notFound.title" />
          </Title>
          <Text size="lg">
            <FormattedMessage id="notFound.description" />
          </Text>
          <Group>
            <Button component="a" href="/">
              <FormattedMessage id="notFound.home" />
            </Button>
            <Button component="a" href="/docs/" variant="outline">
              <FormattedMessage id="notFound.docs" />
            </Button>
          </Group>
        </Stack>
      </Container>
    </main>
  );
}
