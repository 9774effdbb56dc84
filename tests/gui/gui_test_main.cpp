// GUI tests need a QApplication for QtWebEngine; Catch2 runs inside it.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <QApplication>

int main(int argc, char* argv[])
{
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
    QApplication app(argc, argv);
    return Catch::Session().run(argc, argv);
}
