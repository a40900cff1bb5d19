class Main {
    public static void main(String[] args) {
        // Non-ASCII input is written as Unicode escapes so the source reads the same under any platform encoding.
        System.out.println(Slugs.slugify("Hello, World!"));
        System.out.println(Slugs.slugify("  Cr\u00e8me Br\u00fbl\u00e9e: A D\u00e9j\u00e0 Vu Recipe  ")); // Crème Brûlée: A Déjà Vu
        System.out.println(Slugs.slugify("Stra\u00dfe & \u00c5ngstr\u00f6m")); // Straße & Ångström
        System.out.println(Slugs.slugify("\uff26\uff35\uff2c\uff2c-width \u2460\u2461")); // full-width FULL, circled 1 2
        System.out.println(Slugs.slugify("Ten Tips for Writing Faster Java Code", 20));
        System.out.println(Slugs.slugify("Supercalifragilistic", 8));
        System.out.println("[" + Slugs.slugify("!!! ???") + "]");
    }
}
