/**
 * The Chakra UI primitives the app composes its screens from, re-exported so the
 * app imports all of its UI from `@marketplace/design-system` and never from
 * `@chakra-ui/react` itself (the dependency-cruiser rule
 * `frontend-uses-the-design-system` holds it to that). Chakra's version, theme
 * and styling props stay this package's business.
 *
 * Each comes from its per-component entry point, never from the
 * `@chakra-ui/react` root: a screen's chunk then carries only the components it
 * uses, as if it had imported them itself. Add a primitive here, in its
 * subpath's alphabetical place, when a screen needs one.
 */
export { Avatar } from '@chakra-ui/react/avatar';
export { Badge } from '@chakra-ui/react/badge';
export { Box } from '@chakra-ui/react/box';
export { Button, CloseButton, IconButton } from '@chakra-ui/react/button';
export { Card } from '@chakra-ui/react/card';
export { Center } from '@chakra-ui/react/center';
export { Checkbox } from '@chakra-ui/react/checkbox';
export { Code } from '@chakra-ui/react/code';
export { Container } from '@chakra-ui/react/container';
export { Field } from '@chakra-ui/react/field';
export { Flex } from '@chakra-ui/react/flex';
export { Grid, GridItem } from '@chakra-ui/react/grid';
export { Heading } from '@chakra-ui/react/heading';
export { Image } from '@chakra-ui/react/image';
export { Input } from '@chakra-ui/react/input';
export { Link } from '@chakra-ui/react/link';
export { Menu } from '@chakra-ui/react/menu';
export { Portal } from '@chakra-ui/react/portal';
export { Separator } from '@chakra-ui/react/separator';
export { SimpleGrid } from '@chakra-ui/react/simple-grid';
export { Spinner } from '@chakra-ui/react/spinner';
export { Stack, HStack, VStack } from '@chakra-ui/react/stack';
export { chakra } from '@chakra-ui/react/styled-system';
export { Table } from '@chakra-ui/react/table';
export { Text } from '@chakra-ui/react/text';
export { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
