import { Card, Table } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { DATA_RETENTION } from '@vault/contracts';

export function DataRetentionCard() {
  return (
    <Card.Root as="section" aria-labelledby="retention-title">
      <Card.Header>
        <Card.Title as="h2" id="retention-title">
          Data Retention
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Table.Root
          recipe={tableSlotRecipe}
          size="sm"
          tableLayout="fixed"
          aria-labelledby="retention-title"
        >
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="45%">Data</Table.ColumnHeader>
              <Table.ColumnHeader>How long we keep it</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {DATA_RETENTION.map((row) => (
              <Table.Row key={row.data}>
                <Table.Cell>{row.data}</Table.Cell>
                <Table.Cell>{row.period}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card.Body>
    </Card.Root>
  );
}
