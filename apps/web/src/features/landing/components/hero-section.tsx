// #overview: the scheme in one paragraph and the ways in (register as student or company, sign in).
import { Anchor, Badge, Box, Button, Container, Flex, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { PageLink } from '../../../components/ui/page-link';

export function HeroSection() {
  const { t } = useTranslation('landing');

  return (
    <Box
      component="section"
      id="overview"
      aria-labelledby="overview-heading"
      bg="var(--mantine-primary-color-0)"
      py={{ base: 48, sm: 80 }}
      style={{ scrollMarginTop: 72 }}
    >
      <Container size="lg">
        <ColumnsGrid cols={{ base: 1, md: '7fr 5fr' }} spacing={48} verticalSpacing="xl" align="center">
          <Stack gap="lg" maw={720}>
            <Badge variant="filled" size="lg" radius="sm" w="fit-content">
              {t('hero.eyebrow')}
            </Badge>
            <Title
              order={1}
              id="overview-heading"
              c="var(--mantine-primary-color-filled)"
              fz={{ base: 32, sm: 44 }}
              lh={1.2}
            >
              {t('hero.title')}
            </Title>
            <Text size="lg" c="gray.8">
              {t('hero.description')}
            </Text>
            <Flex direction={{ base: 'column', xs: 'row' }} gap="sm" wrap="wrap">
              <Button component={PageLink} to="/register" size="md">
                {t('hero.registerStudent')}
              </Button>
              <Button component={PageLink} to="/register?type=company" size="md" variant="outline">
                {t('hero.registerCompany')}
              </Button>
            </Flex>
            <Text c="gray.8">
              {t('hero.signInPrompt')}{' '}
              <Anchor component={PageLink} to="/sign-in" fw={700} underline="always">
                {t('hero.signIn')}
              </Anchor>
            </Text>
          </Stack>
          <Box visibleFrom="md">
            <Image src="/docs/brand/two-way.svg" alt="" w="100%" maw={360} mx="auto" />
          </Box>
        </ColumnsGrid>
      </Container>
    </Box>
  );
}
