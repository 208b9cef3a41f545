import { AppLink, Badge, Box, chakra, Code, Container, Heading, Stack, Text } from '@marketplace/design-system';
import reference from 'virtual:schema-reference';
import type { ReactNode } from 'react';
import { DeveloperFrame } from '../DeveloperFrame';
import { isBuiltInScalar, rootFieldAnchor, typeAnchor, type ReferenceField, type ReferenceInputValue, type ReferenceType } from './schemaModel';

const List = chakra('ul');

/** A type as written (`[Project!]!`), its named type linked to its entry. */
function TypeRef({ type, name }: { type: string; name: string }) {
  const at = type.indexOf(name);
  const before = type.slice(0, at);
  const after = type.slice(at + name.length);
  return (
    <Code variant="plain" px="0" bg="transparent" color="fg.muted" fontWeight="normal">
      {before}
      {isBuiltInScalar(name) ? name : <AppLink href={`#${typeAnchor(name)}`}>{name}</AppLink>}
      {after}
    </Code>
  );
}

function Deprecated({ reason }: { reason: string }) {
  return (
    <Text textStyle="sm" color="fg.warning">
      <Badge colorPalette="orange" mr="2">
        Deprecated
      </Badge>
      {reason}
    </Text>
  );
}

function Description({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <Text color="fg.muted" textStyle="sm" whiteSpace="pre-line" maxW="3xl">
      {text}
    </Text>
  );
}

/** One argument, input field or enum value: name and type on one line, its description below. */
function InputValue({ value }: { value: ReferenceInputValue }) {
  return (
    <Stack as="li" gap="1" py="2">
      <Box wordBreak="break-word">
        <Code variant="plain" px="0" bg="transparent" fontWeight="semibold" color="fg">
          {value.name}
        </Code>
        <Text as="span" color="fg.muted">
          :{' '}
        </Text>
        <TypeRef type={value.type} name={value.typeName} />
        {value.defaultValue ? (
          <Text as="span" color="fg.muted" textStyle="sm">
            {' '}
            = <Code variant="plain" px="0" bg="transparent">{value.defaultValue}</Code>
          </Text>
        ) : null}
      </Box>
      <Description text={value.description} />
      {value.deprecation ? <Deprecated reason={value.deprecation} /> : null}
    </Stack>
  );
}

/** A field with its arguments; `anchor` makes it an entry of its own (queries and mutations). */
function Field({ field, anchor, headingLevel }: { field: ReferenceField; anchor?: string; headingLevel?: 'h3' }) {
  const name = (
    <Code variant="plain" px="0" bg="transparent" fontWeight="semibold" color="fg" textStyle={headingLevel ? 'md' : undefined}>
      {field.name}
    </Code>
  );
  return (
    <Stack as={headingLevel ? 'article' : 'li'} id={anchor} gap="1.5" py="3" scrollMarginTop="24" aria-labelledby={anchor ? `${anchor}-name` : undefined}>
      <Box wordBreak="break-word">
        {headingLevel ? (
          <Heading as={headingLevel} id={`${anchor}-name`} display="inline" size="md">
            {name}
          </Heading>
        ) : (
          name
        )}
        <Text as="span" color="fg.muted">
          :{' '}
        </Text>
        <TypeRef type={field.type} name={field.typeName} />
      </Box>
      <Description text={field.description} />
      {field.deprecation ? <Deprecated reason={field.deprecation} /> : null}
      {field.args.length > 0 ? (
        <Box pl={{ base: '3', md: '5' }} borderLeftWidth="2px" borderColor="border">
          <Text textStyle="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="fg.muted" pt="1">
            Arguments
          </Text>
          <List listStyleType="none" m="0" p="0">
            {field.args.map((arg) => (
              <InputValue key={arg.name} value={arg} />
            ))}
          </List>
        </Box>
      ) : null}
    </Stack>
  );
}

const KIND_LABEL: Record<ReferenceType['kind'], string> = { object: 'type', interface: 'interface', union: 'union', enum: 'enum', input: 'input', scalar: 'scalar' };

/** A named type's entry: its heading (the anchor), description, then its fields, values or members. */
function TypeEntry({ type }: { type: ReferenceType }) {
  const id = typeAnchor(type.name);
  return (
    <Stack as="article" id={id} aria-labelledby={`${id}-name`} gap="2" py="5" borderTopWidth="1px" borderColor="border" scrollMarginTop="24">
      <Heading as="h3" id={`${id}-name`} size="lg" wordBreak="break-word">
        <Text as="span" textStyle="sm" fontWeight="medium" color="fg.muted" mr="2">
          {KIND_LABEL[type.kind]}
        </Text>
        <Code variant="plain" px="0" bg="transparent" textStyle="lg" fontWeight="bold" color="fg">
          {type.name}
        </Code>
      </Heading>
      <Description text={type.description} />
      {type.interfaces?.length ? (
        <Text textStyle="sm" color="fg.muted">
          Implements{' '}
          {type.interfaces.map((name, index) => (
            <span key={name}>
              {index > 0 ? ', ' : ''}
              <AppLink href={`#${typeAnchor(name)}`}>{name}</AppLink>
            </span>
          ))}
        </Text>
      ) : null}
      {type.possibleTypes?.length ? (
        <Text textStyle="sm" color="fg.muted">
          {type.kind === 'union' ? 'One of ' : 'Implemented by '}
          {type.possibleTypes.map((name, index) => (
            <span key={name}>
              {index > 0 ? ', ' : ''}
              <AppLink href={`#${typeAnchor(name)}`}>{name}</AppLink>
            </span>
          ))}
        </Text>
      ) : null}
      {type.fields ? (
        <List listStyleType="none" m="0" p="0" pl={{ base: '0', md: '4' }}>
          {type.fields.map((field) => (
            <Field key={field.name} field={field} />
          ))}
        </List>
      ) : null}
      {type.inputFields ? (
        <List listStyleType="none" m="0" p="0" pl={{ base: '0', md: '4' }}>
          {type.inputFields.map((field) => (
            <InputValue key={field.name} value={field} />
          ))}
        </List>
      ) : null}
      {type.values ? (
        <List listStyleType="none" m="0" p="0" pl={{ base: '0', md: '4' }}>
          {type.values.map((value) => (
            <Stack as="li" key={value.name} gap="1" py="2">
              <Code variant="plain" px="0" bg="transparent" fontWeight="semibold" color="fg" alignSelf="flex-start">
                {value.name}
              </Code>
              <Description text={value.description} />
              {value.deprecation ? <Deprecated reason={value.deprecation} /> : null}
            </Stack>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}

interface Group {
  id: string;
  title: string;
  intro: string;
  names: string[];
  content: ReactNode;
}

function groups(): Group[] {
  const rootGroup = (id: 'query' | 'mutation' | 'subscription', title: string, intro: string, fields: ReferenceField[]): Group => ({
    id: `${id}-fields`,
    title,
    intro,
    names: fields.map((field) => field.name),
    content: (
      <Stack gap="0">
        {fields.map((field) => (
          <Box key={field.name} borderTopWidth="1px" borderColor="border">
            <Field field={field} anchor={rootFieldAnchor(id, field.name)} headingLevel="h3" />
          </Box>
        ))}
      </Stack>
    ),
  });
  const typeGroup = (id: string, title: string, intro: string, types: ReferenceType[]): Group => ({
    id,
    title,
    intro,
    names: types.map((type) => type.name),
    content: (
      <Stack gap="0">
        {types.map((type) => (
          <TypeEntry key={type.name} type={type} />
        ))}
      </Stack>
    ),
  });
  return [
    rootGroup('query', 'Queries', 'Reads. With an API key these count against your reads per minute; list sizes multiply their cost.', reference.queries),
    rootGroup('mutation', 'Mutations', 'Writes. Most act for a signed-in homeowner, contractor or operator; each says who may call it.', reference.mutations),
    ...(reference.subscriptions.length > 0
      ? [rootGroup('subscription', 'Subscriptions', 'Live updates over GraphQL on WebSocket (graphql-ws) at the same /graphql address.', reference.subscriptions)]
      : []),
    typeGroup('types', 'Types', 'The objects answers are made of.', reference.types),
    typeGroup('enums', 'Enums', 'Fixed sets of values.', reference.enums),
    typeGroup('inputs', 'Inputs', 'What mutations and filters take.', reference.inputs),
    typeGroup('scalars', 'Scalars', 'Values beyond String, Int, Float, Boolean and ID.', reference.scalars),
  ];
}

/** /developers/reference: every query, mutation and type of the public schema, from backend/schema.graphql as built. */
export function ReferencePage() {
  const all = groups();
  return (
    <DeveloperFrame
      title="Schema reference"
      description="Every query, mutation, type, enum and input of the GTA Home Pros GraphQL API, with arguments, descriptions and deprecations, made from the schema the server runs."
      path="/developers/reference"
      subtitle="Made from the schema the server runs each time the site is built, so it always matches the API. Deprecated fields stay until the changelog says they are gone."
    >
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
        <Box as="nav" aria-label="Schema contents" mb="10" p={{ base: '4', md: '6' }} borderWidth="1px" borderColor="border" borderRadius="card" bg="bg.subtle">
          <Heading as="h2" size="md" mb="3">
            Contents
          </Heading>
          <List listStyleType="none" m="0" p="0" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }} gap="3">
            {all.map((group) => (
              <li key={group.id}>
                <AppLink href={`#${group.id}`}>{group.title}</AppLink>
                <Text as="span" color="fg.muted" textStyle="sm">
                  {' '}
                  ({group.names.length})
                </Text>
              </li>
            ))}
          </List>
        </Box>
        <Stack gap="14">
          {all.map((group) => (
            <Box as="section" key={group.id} id={group.id} aria-labelledby={`${group.id}-title`} scrollMarginTop="24">
              <Heading as="h2" id={`${group.id}-title`} size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
                {group.title}
              </Heading>
              <Text color="fg.muted" mt="2" mb="4">
                {group.intro}
              </Text>
              {group.content}
            </Box>
          ))}
        </Stack>
      </Container>
    </DeveloperFrame>
  );
}
