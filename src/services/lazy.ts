/**
 * A service whose module loads on its first call. The in-page server answers every endpoint from
 * one `Services` object, but the page should fetch only the code an endpoint needs: the coach's
 * engine with the first chat, the practice rules with the first practice call, and so on. Every
 * method of a lazy service answers through a promise (the module may still be loading).
 */
export type Lazy<S> = {
  [K in keyof S]: S[K] extends (...args: infer A) => infer R
    ? (...args: A) => Promise<Awaited<R>>
    : never
}

export function lazyService<S extends object>(load: () => Promise<S>): Lazy<S> {
  let loading: Promise<S> | undefined
  const loaded = () => {
    if (!loading) {
      loading = load()
      // A failed load (offline before the chunk was cached) is tried again on the next call.
      loading.catch(() => {
        loading = undefined
      })
    }
    return loading
  }
  /** The forwarding method for `name`, made once and kept on the target (tests may spy on it). */
  const methods: Record<string, unknown> = {}
  function method(name: string) {
    if (!(name in methods)) {
      methods[name] = async (...args: unknown[]) => {
        const service = await loaded()
        const real: unknown = service[name as keyof S]
        if (typeof real !== 'function') throw new TypeError(`No service method ${name}`)
        return (real as (...a: unknown[]) => unknown).apply(service, args)
      }
    }
    return methods
  }
  // Not a thenable: `await services.coach` must not call into the service.
  const isMethodName = (name: string | symbol): name is string =>
    typeof name === 'string' && name !== 'then'
  return new Proxy(methods as Lazy<S>, {
    get: (target, name) => (isMethodName(name) ? method(name)[name] : Reflect.get(target, name)),
    getOwnPropertyDescriptor(target, name) {
      if (isMethodName(name)) method(name)
      return Reflect.getOwnPropertyDescriptor(target, name)
    },
  })
}
