import type { FormRule } from 'antd';
import type { ZodType } from 'zod';

/** An antd form rule from a contract field schema; empty values are left to other rules. */
export function schemaRule(schema: ZodType, message: string): FormRule {
  return {
    validator: (_, value: unknown) =>
      value === '' || value === null || value === undefined || schema.safeParse(value).success
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  };
}
