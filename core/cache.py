"""Django's Redis cache with one client per connection pool.

Django's backend builds a new ``redis.Redis`` for every cache call, and building one
costs more than the round trip to Redis (about 0.2 ms here: redis-py fills a table of
response callbacks each time). Every API call reads its session from this cache, so the
client is kept; redis-py clients are safe to share between threads.
"""

from django.core.cache.backends.redis import RedisCache, RedisCacheClient


class PooledRedisCacheClient(RedisCacheClient):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._clients = {}

    def get_client(self, key=None, *, write=False):
        pool = self._get_connection_pool(write)
        client = self._clients.get(id(pool))
        if client is None:
            client = self._clients[id(pool)] = self._client(connection_pool=pool)
        return client


class PooledRedisCache(RedisCache):
    def __init__(self, server, params):
        super().__init__(server, params)
        self._class = PooledRedisCacheClient
