import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Reads an entity from a plain SQL row: its columns selected under their property names, and each value converted
 * onto a new instance as TypeORM converts it (column types, transformers). Built once per entity from TypeORM's metadata, so the column list
 * follows the entity; a hot read then costs no query builder and no TypeORM hydration.
 */
export interface RawEntityReader<TEntity> {
  /** `alias.column AS "property"` for every column read, for a SELECT list. */
  readonly columns: string;
  read(row: Record<string, unknown>): TEntity;
}

/**
 * `properties` narrows the read to those columns (in the entity's column order, so one set is always one SELECT text).
 * The instance then holds those alone: it is for a caller that knows no other property of it will be read.
 */
export function rawEntityReader<TEntity extends ObjectLiteral>(
  dataSource: DataSource,
  entity: EntityTarget<TEntity>,
  alias: string,
  properties?: ReadonlySet<string>,
): RawEntityReader<TEntity> {
  const metadata = dataSource.getMetadata(entity);
  const columns = metadata.columns.filter((column) => column.isSelect && (properties === undefined || properties.has(column.propertyName)));
  const { driver } = dataSource;
  return {
    columns: columns.map((column) => `${alias}.${column.databaseName} AS "${column.propertyName}"`).join(', '),
    read(row) {
      const instance = metadata.create() as Record<string, unknown>;
      // The driver's own conversion, as TypeORM hydrates: a `date` stays 'yyyy-mm-dd', transformers apply.
      for (const column of columns) instance[column.propertyName] = driver.prepareHydratedValue(row[column.propertyName], column);
      return instance as TEntity;
    },
  };
}
