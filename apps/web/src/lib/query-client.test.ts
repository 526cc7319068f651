import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('keeps server data fresh for 15 seconds', () => {
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(15_000);
  });

  it('marks every query stale after a successful write', async () => {
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await client
      .getMutationCache()
      .build(client, { mutationFn: async () => 'saved' })
      .execute(undefined);
    expect(invalidate).toHaveBeenCalledWith();
  });

  it('does not invalidate after a failed write', async () => {
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const mutation = client.getMutationCache().build(client, {
      mutationFn: async () => {
        throw new ApiError(400, [{ code: 'VALIDATION_FAILED', message: 'bad' }]);
      },
    });
    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(ApiError);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
