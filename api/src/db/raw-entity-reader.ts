import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Reads an entity from a plain SQL row: its columns selected under their property names, and the row copied onto a
 * new instance (column transformers applied). Built once per entity from TypeORM's metadata, so the column list
 * follows the entity; a hot read then costs no query builder and no TypeORM hydration.
 */
export interface RawEntityReader<TEntity> {
  /** `alias.column AS "property"` for every column, for a SELECT list. */
  readonly columns: string;
  read(row: Record<string, unknown>): TEntity;
}

export function rawEntityReader<TEntity extends ObjectLiteral>(dataSource: DataSource, entity: EntityTarget<TEntity>, alias: string): RawEntityReader<TEntity> {
  const metadata = dataSource.getMetadata(entity);
  const columns = metadata.columns.filter((column) => column.isSelect).map((column) => ({
    select: `${alias}.${column.databaseName} AS "${column.propertyName}"`,
    property: column.propertyName,
    fromDatabase: column.transformer && !Array.isArray(column.transformer) ? column.transformer.from.bind(column.transformer) : undefined,
  }));
  return {
    columns: columns.map((column) => column.select).join(', '),
    read(row) {
      const instance = metadata.create() as Record<string, unknown>;
      for (const { property, fromDatabase } of columns) instance[property] = fromDatabase ? fromDatabase(row[property]) : row[property];
      return instance as TEntity;
    },
  };
}
