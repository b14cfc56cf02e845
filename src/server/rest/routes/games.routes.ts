import { body, params, query, type RestRoute } from '../route';

export const gameRoutes: RestRoute[] = [
  { method: 'GET', url: '/games/today', call: (c) => c.games.today() },
  { method: 'GET', url: '/games/tomorrow', call: (c) => c.games.tomorrow() },
  { method: 'GET', url: '/picks/user', call: (c) => c.picks.mine() },
  {
    method: 'GET',
    url: '/picks/user/history',
    call: (c, req) => c.picks.history({ limit: query(req).limit }),
  },
  { method: 'POST', url: '/picks', call: (c, req) => c.picks.create(body(req)) },
  {
    method: 'PUT',
    url: '/picks/:pickId',
    call: (c, req) => c.picks.update({ ...body(req), pickId: params(req).pickId }),
  },
  {
    method: 'GET',
    url: '/users/:id/picks/history',
    call: (c, req) => c.players.profile({ userId: params(req).id, limit: query(req).limit }),
  },
  { method: 'GET', url: '/prizes/current', call: (c) => c.prizes.current() },
];
