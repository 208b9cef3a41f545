import { Kind, parse, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { ProjectCard_project } from '../marketplace/components/ProjectCard';
import { SHOWCASE_LISTING_QUERY, listedSamples, listingVariables } from './showcaseListing';

/** Every field path a selection asks for (`showcaseDetails.price`). */
function fieldPaths(selectionSet: SelectionSetNode, prefix = ''): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind !== Kind.FIELD) throw new Error('Only plain fields are expected here');
    const path = `${prefix}${selection.name.value}`;
    return selection.selectionSet ? [path, ...fieldPaths(selection.selectionSet, `${path}.`)] : [path];
  });
}

describe('the storefront pages’ samples query', () => {
  it('asks every field of a project card, so the storefront pages draw their cards like the app’s lists', () => {
    const card = ProjectCard_project.definitions.find((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)!;
    const operation = parse(SHOWCASE_LISTING_QUERY).definitions[0] as OperationDefinitionNode;
    const projects = operation.selectionSet.selections[0];
    if (projects.kind !== Kind.FIELD || !projects.selectionSet) throw new Error('projects { nodes { … } } expected');
    const nodes = projects.selectionSet.selections[0];
    if (nodes.kind !== Kind.FIELD || !nodes.selectionSet) throw new Error('nodes { … } expected');
    const asked = new Set(fieldPaths(nodes.selectionSet));
    const needed = fieldPaths(card.selectionSet);
    expect(needed).toEqual(expect.arrayContaining(['title', 'showcaseNumber', 'showcaseDetails.price']));
    expect(needed.filter((path) => !asked.has(path))).toEqual([]);
  });

  it('sends an absent filter as null and lists the answer by public number', () => {
    expect(listingVariables({ featured: true })).toEqual({ category: null, featured: true });
    const answer = { projects: { nodes: [{ showcaseNumber: 201 }, { showcaseNumber: 3 }, { showcaseNumber: 9 }] } };
    expect(listedSamples(answer)?.map((sample) => sample.showcaseNumber)).toEqual([3, 9, 201]);
    expect(listedSamples({})).toBeUndefined();
  });
});
