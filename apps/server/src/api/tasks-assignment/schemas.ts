import { z } from 'zod';
import { requestTaskTypes } from '../../workflow/catalogue';
import { pathId } from '../../platform/http/path-id';

export const taskAssignmentBodySchema = z
  .strictObject({
    taskId: z.number().int().positive(),
    userId: z.string().min(1).max(64),
  })
  .meta({ id: 'RequestTaskAssignmentDTO', description: 'The request task assignment body' });

export const taskIdParamsSchema = z.object({
  taskId: pathId.describe('The task id'),
});

export const taskTypeParamsSchema = taskIdParamsSchema.extend({
  taskType: z
    .enum(requestTaskTypes)
    .describe('The task type for which you need to retrieve candidate assignees'),
});

export const assigneeUserInfoSchema = z
  .object({ id: z.string(), firstName: z.string(), lastName: z.string() })
  .meta({ id: 'AssigneeUserInfoDTO' });

export const assigneesResponseSchema = z.array(assigneeUserInfoSchema);
