// libpq's declarations, PostgreSQL's own C client, exposed to Swift as the module `CLibPQ`, and
// dlfcn.h's: the shop loads libpq with dlopen when a PostgreSQL database is opened (see
// Modules/Postgres/Shared/LibPQ.swift), so this module declares them and links nothing.
//
// The header is looked for here rather than through pkg-config because SwiftPM links the
// libraries a pkg-config file names into every program that uses the module, and `shop` must not
// need libpq to start. Install it with `apt install libpq-dev` (Debian, Ubuntu: it goes under
// postgresql/), `dnf install libpq-devel` (Fedora), or `brew install libpq` (macOS, keg-only).
#if __has_include(<libpq-fe.h>)
#include <libpq-fe.h>
#elif __has_include(<postgresql/libpq-fe.h>)
#include <postgresql/libpq-fe.h>
#elif __has_include("/opt/homebrew/opt/libpq/include/libpq-fe.h")
#include "/opt/homebrew/opt/libpq/include/libpq-fe.h"
#elif __has_include("/usr/local/opt/libpq/include/libpq-fe.h")
#include "/usr/local/opt/libpq/include/libpq-fe.h"
#else
#error "libpq's header, libpq-fe.h, is missing: apt install libpq-dev, or brew install libpq"
#endif

#include <dlfcn.h>
