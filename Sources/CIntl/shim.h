#ifndef CINTL_SHIM_H
#define CINTL_SHIM_H
// glibc's gettext: Swift's Glibc module does not export <libintl.h>, and glibc needs no
// library of its own for it (no link line).
#include <libintl.h>
#include <locale.h>
#endif
