#ifndef HANDHELD_CGTK_SHIM_H
#define HANDHELD_CGTK_SHIM_H

#include <gtk/gtk.h>

// Function-like macros do not import into Swift; these wrappers keep GLib's checked casts.

static inline GtkWindow *handheld_gtk_window(GtkWidget *widget) { return GTK_WINDOW(widget); }
static inline GtkContainer *handheld_gtk_container(GtkWidget *widget) { return GTK_CONTAINER(widget); }
static inline GtkLabel *handheld_gtk_label(GtkWidget *widget) { return GTK_LABEL(widget); }

static inline GApplication *handheld_g_application(GtkApplication *application) { return G_APPLICATION(application); }

static inline gulong handheld_signal_connect(gpointer instance, const gchar *signal, GCallback handler, gpointer data) {
    return g_signal_connect_data(instance, signal, handler, data, NULL, (GConnectFlags)0);
}

#endif
