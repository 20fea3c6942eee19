/* The yardstick of Handheld's quick start (issue 14): the least a GTK 3 program does to put a
 * window on screen. Built and timed by scripts/startup-bench.sh exactly as handheld is: from
 * exec to the window's "map", where both leave at once. */
#include <gtk/gtk.h>
#include <unistd.h>

static gboolean mapped(GtkWidget *widget, gpointer data) {
    (void)widget; (void)data;
    _exit(0);
    return FALSE;
}

static void activate(GtkApplication *application, gpointer data) {
    (void)data;
    GtkWidget *window = gtk_application_window_new(application);
    gtk_window_set_title(GTK_WINDOW(window), "Minimal");
    gtk_window_set_default_size(GTK_WINDOW(window), 400, 300);
    g_signal_connect(window, "map", G_CALLBACK(mapped), NULL);
    gtk_widget_show_all(window);
}

int main(int argc, char **argv) {
    GtkApplication *application = gtk_application_new("io.github.handheld.Minimal", G_APPLICATION_NON_UNIQUE);
    g_signal_connect(application, "activate", G_CALLBACK(activate), NULL);
    return g_application_run(G_APPLICATION(application), argc, argv);
}
