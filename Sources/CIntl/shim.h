// Gettext from the C library (glibc's libintl), for the engine's translations (issue 25).
// Not GTK: the engine may import this.
#include <libintl.h>
#include <locale.h>
