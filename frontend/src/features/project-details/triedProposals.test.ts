import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import { ProposalFields } from '../../app/proposals/operations';
import { ProjectDetailsQuery } from './operations';

/** Every field path a selection asks for, with its fragments' fields in place (`viewerCan.decide`). */
function fieldPaths(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, prefix = ''): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FRAGMENT_SPREAD) return fieldPaths(fragments.get(selection.name.value)!.selectionSet, fragments, prefix);
    if (selection.kind === Kind.INLINE_FRAGMENT) return fieldPaths(selection.selectionSet, fragments, prefix);
    const path = `${prefix}${selection.name.value}`;
    return selection.selectionSet ? [path, ...fieldPaths(selection.selectionSet, fragments, `${path}.`)] : [path];
  });
}

const fragmentsOf = (document: DocumentNode) =>
  new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));

/** What the project page's query asks of each proposal of a project. */
function proposalPathsOfProjectPage(): string[] {
  const fragments = fragmentsOf(ProjectDetailsQuery);
  const proposals: string[] = [];
  const walk = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) walk(fragments.get(selection.name.value)!.selectionSet);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (selection.selectionSet && selection.name.value === 'proposals') proposals.push(...fieldPaths(selection.selectionSet, fragments));
      else if (selection.selectionSet) walk(selection.selectionSet);
    }
  };
  for (const definition of ProjectDetailsQuery.definitions) if (definition.kind === Kind.OPERATION_DEFINITION) walk(definition.selectionSet);
  return [...new Set(proposals)];
}

describe('a bid tried on a sample', () => {
  it('is cached with every field the project page asks of a proposal, so the page reads it and never fetches the sample again', () => {
    const definition = ProposalFields.definitions.find((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === 'ProposalFields')!;
    const cached = new Set(fieldPaths(definition.selectionSet, fragmentsOf(ProposalFields)));
    const asked = proposalPathsOfProjectPage();
    expect(asked).toEqual(expect.arrayContaining(['status', 'bidAmount', 'viewerCan.decide', 'messageThread', 'agreement.status']));
    expect(asked.filter((path) => !cached.has(path))).toEqual([]);
  });
});
