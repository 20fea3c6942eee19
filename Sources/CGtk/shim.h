#ifndef HANDHELD_CGTK_SHIM_H
#define HANDHELD_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <malloc.h> // mallinfo2, for the benchmark of the heap while painting

// Function-like macros do not import into Swift; these wrappers keep GLib's checked casts.

static inline GApplication *handheld_g_application(GtkApplication *application) { return G_APPLICATION(application); }
static inline GtkWindow *handheld_gtk_window(GtkWidget *widget) { return GTK_WINDOW(widget); }
static inline GtkContainer *handheld_gtk_container(GtkWidget *widget) { return GTK_CONTAINER(widget); }
static inline GtkLabel *handheld_gtk_label(GtkWidget *widget) { return GTK_LABEL(widget); }
static inline GtkBox *handheld_gtk_box(GtkWidget *widget) { return GTK_BOX(widget); }
static inline GtkGrid *handheld_gtk_grid(GtkWidget *widget) { return GTK_GRID(widget); }
static inline GtkComboBox *handheld_gtk_combo_box(GtkWidget *widget) { return GTK_COMBO_BOX(widget); }
static inline GtkComboBoxText *handheld_gtk_combo_box_text(GtkWidget *widget) { return GTK_COMBO_BOX_TEXT(widget); }
static inline GtkToggleButton *handheld_gtk_toggle_button(GtkWidget *widget) { return GTK_TOGGLE_BUTTON(widget); }
static inline GtkSpinButton *handheld_gtk_spin_button(GtkWidget *widget) { return GTK_SPIN_BUTTON(widget); }
static inline GtkScrolledWindow *handheld_gtk_scrolled_window(GtkWidget *widget) { return GTK_SCROLLED_WINDOW(widget); }
static inline GtkTextView *handheld_gtk_text_view(GtkWidget *widget) { return GTK_TEXT_VIEW(widget); }
static inline GtkMenuShell *handheld_gtk_menu_shell(GtkWidget *widget) { return GTK_MENU_SHELL(widget); }
static inline GtkMenuItem *handheld_gtk_menu_item(GtkWidget *widget) { return GTK_MENU_ITEM(widget); }
static inline GtkEntry *handheld_gtk_entry(GtkWidget *widget) { return GTK_ENTRY(widget); }
static inline GtkPaned *handheld_gtk_paned(GtkWidget *widget) { return GTK_PANED(widget); }
static inline GtkRange *handheld_gtk_range(GtkWidget *widget) { return GTK_RANGE(widget); }
static inline GtkButton *handheld_gtk_button(GtkWidget *widget) { return GTK_BUTTON(widget); }
static inline GtkMenuButton *handheld_gtk_menu_button(GtkWidget *widget) { return GTK_MENU_BUTTON(widget); }
static inline GtkFileChooser *handheld_gtk_file_chooser(GtkFileChooserNative *native) { return GTK_FILE_CHOOSER(native); }
static inline GtkNativeDialog *handheld_gtk_native_dialog(GtkFileChooserNative *native) { return GTK_NATIVE_DIALOG(native); }
static inline GtkAboutDialog *handheld_gtk_about_dialog(GtkWidget *widget) { return GTK_ABOUT_DIALOG(widget); }
static inline GtkDialog *handheld_gtk_dialog(GtkWidget *widget) { return GTK_DIALOG(widget); }
static inline GtkProgressBar *handheld_gtk_progress_bar(GtkWidget *widget) { return GTK_PROGRESS_BAR(widget); }
static inline GtkWidget *handheld_gtk_widget(GObject *object) { return GTK_WIDGET(object); }

// Type checks, for the list of every text the window shows (issue 25's pseudo-locale check).
static inline gboolean handheld_is_label(GtkWidget *widget) { return GTK_IS_LABEL(widget); }
static inline gboolean handheld_is_container(GtkWidget *widget) { return GTK_IS_CONTAINER(widget); }
static inline gboolean handheld_is_menu_item(GtkWidget *widget) { return GTK_IS_MENU_ITEM(widget); }
static inline gboolean handheld_is_frame(GtkWidget *widget) { return GTK_IS_FRAME(widget); }
static inline gboolean handheld_is_entry(GtkWidget *widget) { return GTK_IS_ENTRY(widget); }
static inline gboolean handheld_is_window(GObject *object) { return GTK_IS_WINDOW(object); }
static inline GtkFrame *handheld_gtk_frame(GtkWidget *widget) { return GTK_FRAME(widget); }

#endif
