import { z } from 'zod';
import { signedInRoutes, type RouteAnswer } from './define-route';
import { invalidInput, jsonAnswer, jsonBody } from './json';

/** What a route adds to its declaration besides the answers the resource gives it. */
type Operation = { operationId: string; summary: string; description?: string };
/** A route's own answers beyond the resource's (a 409 on add, say). */
type Answers = Record<number, RouteAnswer>;

/**
 * The four routes of a signed-in player's list of records with ids, as the web client's
 * `listResource` calls them: read all (GET `path`, oldest first), add one (POST `path`, 201),
 * change one (PATCH `path/{id}`) and remove one (DELETE `path/{id}`, 204). A body that fails its
 * schema answers 400 and an id that is not the player's 404 `notFound`; each route gets the
 * resource's tags, the session check and the shared 401 and 503 answers.
 */
export function listRoutes<
  P extends string,
  Item extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  CreateAnswers extends Answers = Record<never, never>,
  UpdateAnswers extends Answers = Record<never, never>,
>(
  tags: string[],
  resource: {
    path: P;
    item: Item;
    /** The `{id}` path parameter (`idParam(description)`). */
    id: z.ZodObject<{ id: z.ZodString }>;
    notFound: RouteAnswer;
    list: Operation & { answer: string };
    create: Operation & { body: Create; answer: string; answers?: CreateAnswers };
    update: Operation & { body: Update; answer: string; answers?: UpdateAnswers };
    remove: Operation & { answer: string };
  },
) {
  const route = signedInRoutes(tags);
  const { path, item, id: params, notFound, list, create, update, remove } = resource;
  const one: `${P}/{id}` = `${path}/{id}`;
  // A description left out stays undefined, which the JSON document drops.
  const describe = ({ operationId, summary, description }: Operation) => ({
    operationId,
    summary,
    description,
  });
  return {
    list: route({
      method: 'get',
      path,
      ...describe(list),
      responses: { 200: jsonAnswer(list.answer, z.array(item)) },
    }),
    create: route({
      method: 'post',
      path,
      ...describe(create),
      request: { body: jsonBody(create.body) },
      responses: {
        ...(create.answers as CreateAnswers),
        201: jsonAnswer(create.answer, item),
        400: invalidInput,
      },
    }),
    update: route({
      method: 'patch',
      path: one,
      ...describe(update),
      request: { params, body: jsonBody(update.body) },
      responses: {
        ...(update.answers as UpdateAnswers),
        200: jsonAnswer(update.answer, item),
        400: invalidInput,
        404: notFound,
      },
    }),
    remove: route({
      method: 'delete',
      path: one,
      ...describe(remove),
      request: { params },
      responses: { 204: { description: remove.answer }, 404: notFound },
    }),
  };
}
